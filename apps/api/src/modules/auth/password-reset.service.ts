import { isLang, MSG_SETTINGS, renderServerText, type TLang } from "@hts/domain";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { companies, sessions, users, userTokens } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { AppError, TooManyAttemptsError } from "../../lib/errors.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { hashPassword } from "../../lib/password.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { LONG_KEY_PREFIX, reserveAttempt } from "./attempt-budget.ts";
import { assertPasswordAllowed } from "./password-policy.ts";

// Links sent by e-mail: a forgotten password (30 minutes) and an invitation (72 hours). Both are
// single-use and stored as a SHA-256 only; the reset request never says whether the e-mail exists.

export const RESET_MS = 30 * 60_000;
export const INVITATION_HOURS = 72;
/** Reset e-mails one account receives per hour, whoever asks and from wherever (issue 28). */
export const RESET_MAILS_PER_HOUR = 3;

type Kind = "password-reset" | "invitation";

const langOf = (value: string): TLang => (isLang(value) ? value : "fr");

/** A new single-use link for `user`; earlier unused links of the same kind stop working. */
export async function issueLinkToken({
  tx,
  user,
  kind,
}: {
  tx: Db;
  user: { id: string; companyId: string };
  kind: Kind;
}) {
  const token = newToken();
  const ms = kind === "invitation" ? INVITATION_HOURS * 3600_000 : RESET_MS;
  await tx
    .delete(userTokens)
    .where(and(eq(userTokens.userId, user.id), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
  await tx.insert(userTokens).values({
    companyId: user.companyId,
    userId: user.id,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ms),
  });
  return token;
}

export async function sendInvitation({
  mailer,
  publicUrl,
  token,
  user,
  companyName,
  inviterName,
}: {
  mailer: Mailer;
  publicUrl: string;
  token: string;
  user: { name: string; email: string; language: string };
  companyName: string;
  inviterName: string;
}) {
  const lang = langOf(user.language);
  const params = {
    company: companyName,
    name: user.name,
    inviter: inviterName,
    hours: INVITATION_HOURS,
    link: `${publicUrl}/invitation?token=${token}`,
  };
  await mailer.send({
    to: user.email,
    subject: renderServerText({ text: MSG_SETTINGS.invitationSubject, params }, lang),
    text: renderServerText({ text: MSG_SETTINGS.invitationBody, params }, lang),
  });
}

/** "Mot de passe oublié": the same answer whether or not the e-mail has an account. */
export async function requestPasswordReset({
  db,
  mailer,
  publicUrl,
  email,
  log,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  email: string;
  log: Pick<FastifyBaseLogger, "error">;
}): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.active, true)))
    .limit(1);
  if (!user?.passwordHash.startsWith("scrypt$")) return;
  // Beyond the account's hourly cap nothing is sent, and the caller gets the same answer (no hint
  // that the address has an account, nor that it was asked for too often).
  try {
    await reserveAttempt({
      db,
      budgets: [
        { key: `${LONG_KEY_PREFIX}reset-mail:${user.id}`, max: RESET_MAILS_PER_HOUR, windowMs: 3600_000 },
      ],
      refusal: MSG_SETTINGS.resetLinkSent,
    });
  } catch (error) {
    if (error instanceof TooManyAttemptsError) return;
    throw error;
  }
  const token = await db.transaction(async (tx) => {
    const issued = await issueLinkToken({ tx, user, kind: "password-reset" });
    await audit(tx, {
      companyId: user.companyId,
      userId: user.id,
      action: "request",
      entity: "password-reset",
      entityId: user.id,
    });
    return issued;
  });
  const lang = langOf(user.language);
  const params = { name: user.name, link: `${publicUrl}/reset-password?token=${token}` };
  // Not awaited: the answer must not take longer for an existing account than for an unknown one.
  void mailer
    .send({
      to: user.email,
      subject: renderServerText({ text: MSG_SETTINGS.resetSubject, params }, lang),
      text: renderServerText({ text: MSG_SETTINGS.resetBody, params }, lang),
    })
    .catch((error) => log.error({ err: error }, "e-mail de réinitialisation non envoyé"));
}

async function findLink(db: Db, token: string, kind: Kind) {
  const [found] = await db
    .select({ token: userTokens, user: users, company: companies })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .innerJoin(companies, eq(companies.id, userTokens.companyId))
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
        eq(users.active, true),
      ),
    )
    .limit(1);
  return found ?? null;
}

const invalidLink = (kind: Kind) =>
  new AppError(
    "not_found",
    kind === "invitation" ? MSG_SETTINGS.invitationInvalid : MSG_SETTINGS.resetLinkInvalid,
  );

export async function invitationInfo({ db, token }: { db: Db; token: string }) {
  const found = await findLink(db, token, "invitation");
  if (!found) throw invalidLink("invitation");
  return { name: found.user.name, email: found.user.email, company: found.company.name };
}

/**
 * Sets the password chosen through a link (reset or invitation), uses the link up, and ends every
 * session of the account.
 */
export async function setPasswordWithLink({
  db,
  token,
  kind,
  newPassword,
  passwordCost,
}: {
  db: Db;
  token: string;
  kind: Kind;
  newPassword: string;
  passwordCost: number;
}): Promise<{ email: string }> {
  assertPasswordAllowed(newPassword);
  const found = await findLink(db, token, kind);
  if (!found) throw invalidLink(kind);
  const passwordHash = await hashPassword(newPassword, passwordCost);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(userTokens.id, found.token.id), isNull(userTokens.usedAt)))
      .returning({ id: userTokens.id });
    if (claimed.length === 0) throw invalidLink(kind);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, found.user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, found.user.id), isNull(sessions.revokedAt)));
    await audit(tx, {
      companyId: found.company.id,
      userId: found.user.id,
      action: kind === "invitation" ? "accept" : "reset",
      entity: kind === "invitation" ? "invitation" : "password",
      entityId: found.user.id,
    });
  });
  return { email: found.user.email };
}

/** Revokes every session of a user but one (after a password change: "all other sessions"). */
export async function revokeOtherSessions({ tx, userId, keep }: { tx: Db; userId: string; keep: string }) {
  return tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keep)))
    .returning({ id: sessions.id });
}
