import {
  isLang,
  MSG_CLIENT_REQUEST_MAIL,
  renderServerText,
  type TClientRequestKind,
  type TRequestMailStep,
} from "@hts/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailOutbox, users } from "../../db/schema.ts";
import { PUBLIC_URL_PLACEHOLDER } from "../alarms/index.ts";

// The e-mails of a client's request (issue 25, decision 125): the client user who filed it hears of
// each step (received, taken in hand, answered, closed, reopened) by e-mail, in his language, as well
// as in the portal's notifications. Queued in the step's transaction (the mail outbox); the mail
// worker sends after the commit, through the company's SMTP (nodemailer).

const M = MSG_CLIENT_REQUEST_MAIL;
const TEXTS: Record<"received" | TRequestMailStep, { subject: string; body: string }> = {
  received: { subject: M.receivedSubject, body: M.receivedBody },
  in_progress: { subject: M.inProgressSubject, body: M.inProgressBody },
  answered: { subject: M.answeredSubject, body: M.answeredBody },
  closed: { subject: M.closedSubject, body: M.closedBody },
  reopened: { subject: M.reopenedSubject, body: M.reopenedBody },
};

export async function queueClientRequestEmail({
  tx,
  companyId,
  companyName,
  userId,
  step,
  request,
  kindText,
}: {
  tx: Db;
  companyId: string;
  companyName: string;
  /** Who filed the request: mailed while he is an active client user of this company. */
  userId: string | null;
  step: "received" | TRequestMailStep;
  request: { subject: string; kind: TClientRequestKind; siteName: string; answer: string | null };
  kindText: string;
}): Promise<void> {
  if (!userId) return;
  const [user] = await tx
    .select({ name: users.name, email: users.email, language: users.language, timezone: users.timezone })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.id, userId),
        eq(users.active, true),
        eq(users.role, "client"),
      ),
    );
  if (!user) return;
  const lang = isLang(user.language) ? user.language : "fr";
  const params = {
    name: user.name,
    company: companyName,
    subject: request.subject,
    kind: { text: kindText },
    site: request.siteName,
    answer: request.answer ?? "",
    url: `${PUBLIC_URL_PLACEHOLDER}/portail`,
  };
  const say = (text: string) => renderServerText({ text, params }, lang, user.timezone);
  const texts = TEXTS[step];
  await tx.insert(mailOutbox).values({
    companyId,
    to: user.email,
    subject: say(texts.subject),
    body: `${say(texts.body)}\n\n${say(M.outro)}`,
  });
}
