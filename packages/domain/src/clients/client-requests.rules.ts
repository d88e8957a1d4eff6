import type { TClientRequestStatus } from "./client-requests.schemas.ts";
import { MSG_CLIENTS } from "./clients.messages.ts";

/**
 * Why a change of a request is refused, or null. A request is closed with an answer (the client must
 * read why), and a closed request is reopened before it is answered again, so a late edit never
 * rewrites what the client read when it was closed without it showing as reopened.
 */
export function requestChangeProblem({
  current,
  next,
}: {
  current: { status: TClientRequestStatus; answer: string | null };
  next: { status?: TClientRequestStatus; answer?: string | null };
}): string | null {
  const status = next.status ?? current.status;
  const answer = next.answer !== undefined ? next.answer : current.answer;
  if (current.status === "closed" && status === "closed" && next.answer !== undefined)
    return MSG_CLIENTS.requestClosed;
  if (status === "closed" && !answer) return MSG_CLIENTS.requestAnswerRequired;
  return null;
}

export type TRequestMailStep = "in_progress" | "answered" | "closed" | "reopened";

/**
 * Which e-mail the client who filed a request gets for one change of the company (decision 125): its
 * closing (with the answer), its reopening, an answer, or its being taken in hand; nothing for a change
 * that says nothing new (the same status again without an answer). Its receipt is mailed on filing.
 */
export function requestMailStep({
  before,
  after,
  answered,
}: {
  before: TClientRequestStatus;
  after: TClientRequestStatus;
  /** The change wrote an answer. */
  answered: boolean;
}): TRequestMailStep | null {
  if (after === "closed") return before === "closed" ? null : "closed";
  if (before === "closed") return "reopened";
  if (answered) return "answered";
  if (after === "in_progress" && before === "open") return "in_progress";
  return null;
}
