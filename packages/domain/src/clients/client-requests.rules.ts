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
