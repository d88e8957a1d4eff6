import { MSG_SETTINGS, type TLang } from "@hts/domain";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { companies, users, userTokens } from "../../db/schema.ts";
import { unauthorized } from "../../lib/errors.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { completeLogin } from "./login-completion.ts";
import { releaseLoginAttempt, reserveLoginAttempt, type ThrottleConfig } from "./login-throttle.ts";
import { reserveSecondFactorCheck, secondFactorFailed, secondFactorPassed } from "./second-factor-budget.ts";
import { assertCompanyOpen } from "./session-policy.ts";
import { consumeSecondFactor } from "./two-factor.service.ts";

const CHALLENGE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

/** First step done (right password): a challenge token, good for 5 minutes and 5 codes, and nothing else. */
export async function startTwoFactorLogin({
  db,
  user,
  ip,
  userAgent,
}: {
  db: Db;
  user: typeof users.$inferSelect;
  ip: string;
  userAgent: string | null;
}) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_MS);
  await db.insert(userTokens).values({
    companyId: user.companyId,
    userId: user.id,
    kind: "two-factor-login",
    tokenHash: hashToken(token),
    expiresAt,
    ip,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  await db
    .delete(userTokens)
    .where(and(eq(userTokens.kind, "two-factor-login"), lt(userTokens.expiresAt, new Date())));
  return { two_factor_required: true as const, challenge_token: token, expires_at: expiresAt.toISOString() };
}

/** Second step: a TOTP code or a recovery code turns the challenge into a session. */
export async function finishTwoFactorLogin({
  db,
  challengeToken,
  code,
  ip,
  userAgent,
  lang,
  throttle,
  mailer,
  log,
}: {
  db: Db;
  challengeToken: string;
  code: string;
  ip: string;
  userAgent: string | null;
  lang: TLang;
  throttle: ThrottleConfig;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, "error">;
}) {
  const [found] = await db
    .select({ token: userTokens, user: users, company: companies })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .innerJoin(companies, eq(companies.id, userTokens.companyId))
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(challengeToken)),
        eq(userTokens.kind, "two-factor-login"),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
        lt(userTokens.attempts, MAX_ATTEMPTS),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!found) throw unauthorized(MSG_SETTINGS.twoFactorChallengeInvalid);
  // One of the challenge's 5 codes is taken before the code is looked at, in one conditional update:
  // of 40 parallel codes on one challenge, 5 are evaluated at most (issue 28).
  const claimed = await db
    .update(userTokens)
    .set({ attempts: sql`${userTokens.attempts} + 1` })
    .where(
      and(
        eq(userTokens.id, found.token.id),
        isNull(userTokens.usedAt),
        lt(userTokens.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning({ id: userTokens.id });
  if (claimed.length === 0) throw unauthorized(MSG_SETTINGS.twoFactorChallengeInvalid);
  // A code is an attempt like a password (decision 022): the slot is reserved before the check and
  // given back only when the code is right; so is a slot of the account's daily budget (decision 079).
  const reservation = await reserveLoginAttempt({
    db,
    ip,
    email: found.user.email,
    userId: found.user.id,
    config: throttle,
  });
  const daily = await reserveSecondFactorCheck({ db, userId: found.user.id }).catch(async (error) => {
    await releaseLoginAttempt({ db, reservation });
    throw error;
  });
  assertCompanyOpen({ company: found.company, user: found.user, ip });
  const method = await db.transaction(async (tx) => {
    const how = await consumeSecondFactor({ tx, user: found.user, code });
    if (!how) return null;
    // Single use: of two requests racing with one challenge, only the first marks it used.
    const used = await tx
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(userTokens.id, found.token.id), isNull(userTokens.usedAt)))
      .returning({ id: userTokens.id });
    return used.length > 0 ? how : null;
  });
  if (!method) {
    await secondFactorFailed({ db, reserved: daily, user: found.user, mailer, log });
    throw unauthorized(MSG_SETTINGS.twoFactorCodeInvalid);
  }
  await releaseLoginAttempt({ db, reservation });
  await secondFactorPassed({ db, reserved: daily });
  return completeLogin({ db, user: found.user, company: found.company, ip, userAgent, lang, method });
}
