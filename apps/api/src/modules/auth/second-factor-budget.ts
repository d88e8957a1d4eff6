import { isLang, MSG_AUTH_LIMITS, renderServerText } from "@hts/domain";
import { and, asc, eq, gte } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { LONG_KEY_PREFIX, type Reserved, releaseAttempt, reserveAttempt } from "./attempt-budget.ts";

// A daily budget of wrong second-factor codes per account (issue 28, decision 079). A challenge allows
// 5 codes and the login throttle 10 failures per address, but new challenges and new addresses gave an
// attacker who knows the password 30 codes every 15 minutes forever (about 23 % in 30 days). Ten wrong
// codes (TOTP or recovery) within 24 hours lock the second factor for the rest of that window, and
// the owner is told by e-mail: somebody has their password.

export const SECOND_FACTOR_DAILY_MAX = 10;
const DAY_MS = 24 * 3600_000;

const keyOf = (userId: string) => `${LONG_KEY_PREFIX}second-factor:${userId}`;

export type SecondFactorUser = { id: string; name: string; email: string; language: string };

/** Reserves one code check of the day, or 429 (with Retry-After) when the account is locked. */
export function reserveSecondFactorCheck({ db, userId }: { db: Db; userId: string }): Promise<Reserved> {
  return reserveAttempt({
    db,
    budgets: [{ key: keyOf(userId), max: SECOND_FACTOR_DAILY_MAX, windowMs: DAY_MS }],
    refusal: { text: MSG_AUTH_LIMITS.twoFactorLocked, params: { max: SECOND_FACTOR_DAILY_MAX } },
  });
}

/** The code was right: its slot goes back. */
export const secondFactorPassed = ({ db, reserved }: { db: Db; reserved: Reserved }) =>
  releaseAttempt({ db, reserved });

/**
 * The code was wrong: the slot stays. The attempt that holds the last slot of the day (one request
 * only, even among parallel ones: slots are rows with their own ids) sends the owner the e-mail.
 */
export async function secondFactorFailed({
  db,
  reserved,
  user,
  mailer,
  log,
}: {
  db: Db;
  reserved: Reserved;
  user: SecondFactorUser;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, "error">;
}): Promise<void> {
  const [last] = await db
    .select({ id: loginFailures.id })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, keyOf(user.id)), gte(loginFailures.at, new Date(Date.now() - DAY_MS))))
    .orderBy(asc(loginFailures.id))
    .offset(SECOND_FACTOR_DAILY_MAX - 1)
    .limit(1);
  if (!last || !reserved.ids.includes(last.id)) return;
  const lang = isLang(user.language) ? user.language : "fr";
  const params = { name: user.name, max: SECOND_FACTOR_DAILY_MAX };
  // Not awaited: the answer to the attacker must not wait for (nor tell about) the mail.
  void mailer
    .send({
      to: user.email,
      subject: renderServerText({ text: MSG_AUTH_LIMITS.twoFactorLockedSubject, params }, lang),
      text: renderServerText({ text: MSG_AUTH_LIMITS.twoFactorLockedBody, params }, lang),
    })
    .catch((error) =>
      log.error({ err: error }, "e-mail de blocage de la double authentification non envoyé"),
    );
}
