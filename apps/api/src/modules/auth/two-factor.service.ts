import { MSG_SETTINGS, securityOf } from "@hts/domain";
import { and, count, eq, isNull, lt, or, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import QRCode from "qrcode";
import type { Db } from "../../db/client.ts";
import { recoveryCodes, users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError, conflict } from "../../lib/errors.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { checkCurrentPassword } from "./current-password.ts";
import type { ThrottleConfig } from "./login-throttle.ts";
import { clearRestriction } from "./restriction.ts";
import { reserveSecondFactorCheck, secondFactorFailed, secondFactorPassed } from "./second-factor-budget.ts";
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  totpFor,
} from "./totp.ts";

const invalidCode = () =>
  new AppError("validation", [
    { loc: ["body", "code"], msg: MSG_SETTINGS.twoFactorCodeInvalid, type: "code" },
  ]);

export async function twoFactorStatus(auth: AuthContext) {
  const [left] = await auth.tenant.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(
      auth.tenant.scope(recoveryCodes, eq(recoveryCodes.userId, auth.user.id), isNull(recoveryCodes.usedAt)),
    );
  return {
    enabled: auth.user.totpSecret !== null,
    required_by_company: securityOf(auth.company.settings).twoFactorAuth,
    recovery_codes_left: left?.n ?? 0,
  };
}

/** Step 1 of enrolment: a new secret, kept pending until a first code confirms it. */
export async function setupTwoFactor(auth: AuthContext) {
  if (auth.user.totpSecret) throw conflict(MSG_SETTINGS.twoFactorAlreadyEnabled);
  const secret = newTotpSecret();
  await auth.tenant.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpPendingSecret: secret })
      .where(and(eq(users.id, auth.user.id), eq(users.companyId, auth.companyId)));
    // The secret itself never goes to the audit log.
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "two-factor-setup",
      entity: "user",
      entityId: auth.user.id,
    });
  });
  const otpauth_url = totpFor({ secret, label: auth.user.email }).toString();
  const svg = await QRCode.toString(otpauth_url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauth_url, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** Step 2: the first code proves the app holds the secret; ten recovery codes are shown once. */
export async function confirmTwoFactor({ auth, code }: { auth: AuthContext; code: string }) {
  const secret = auth.user.totpPendingSecret;
  if (auth.user.totpSecret) throw conflict(MSG_SETTINGS.twoFactorAlreadyEnabled);
  if (!secret) throw conflict(MSG_SETTINGS.twoFactorNotPending);
  const step = matchTotp({ secret, code });
  if (step === null) throw invalidCode();
  const codes = newRecoveryCodes();
  await auth.tenant.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step })
      .where(and(eq(users.id, auth.user.id), eq(users.companyId, auth.companyId)));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, auth.user.id));
    await tx.insert(recoveryCodes).values(
      codes.map((c) => ({
        companyId: auth.companyId,
        userId: auth.user.id,
        codeHash: hashRecoveryCode(c),
      })),
    );
    await clearRestriction({ tx, sessionId: auth.sessionId, restriction: "two-factor-enrolment" });
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "enable",
      entity: "two-factor",
      entityId: auth.user.id,
    });
  });
  return { recovery_codes: codes };
}

/**
 * Turning it off asks for the password (counted like a login) and a current code (or a recovery
 * code), which spends the account's daily budget of codes like a login's second step (decision 079).
 */
export async function disableTwoFactor({
  db,
  auth,
  password,
  code,
  throttle,
  mailer,
  log,
}: {
  db: Db;
  auth: AuthContext;
  password: string;
  code: string;
  throttle: ThrottleConfig;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, "error">;
}) {
  if (!auth.user.totpSecret) throw conflict(MSG_SETTINGS.twoFactorNotEnabled);
  if (securityOf(auth.company.settings).twoFactorAuth)
    throw conflict(MSG_SETTINGS.twoFactorRequiredByCompany);
  await checkCurrentPassword({ db, auth, password, field: "password", throttle });
  const daily = await reserveSecondFactorCheck({ db, userId: auth.user.id });
  const disabled = await auth.tenant.db.transaction(async (tx) => {
    if (!(await consumeSecondFactor({ tx, user: auth.user, code }))) return false;
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(and(eq(users.id, auth.user.id), eq(users.companyId, auth.companyId)));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, auth.user.id));
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "disable",
      entity: "two-factor",
      entityId: auth.user.id,
    });
    return true;
  });
  if (!disabled) {
    await secondFactorFailed({ db, reserved: daily, user: auth.user, mailer, log });
    throw invalidCode();
  }
  await secondFactorPassed({ db, reserved: daily });
}

/**
 * Checks a TOTP code (never the same time step twice) or uses up a recovery code. Returns how the
 * second factor was given, or null when the code is wrong.
 */
export async function consumeSecondFactor({
  tx,
  user,
  code,
}: {
  tx: Db;
  user: Pick<typeof users.$inferSelect, "id" | "totpSecret">;
  code: string;
}): Promise<"totp" | "recovery-code" | null> {
  if (!user.totpSecret) return null;
  const step = matchTotp({ secret: user.totpSecret, code });
  if (step !== null) {
    // Conditional update: of two requests racing with one code, only one moves the step forward.
    const moved = await tx
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), sqlStepBefore(step)))
      .returning({ id: users.id });
    return moved.length > 0 ? "totp" : null;
  }
  if (!looksLikeRecoveryCode(code)) return null;
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0 ? "recovery-code" : null;
}

const sqlStepBefore = (step: number): SQL =>
  or(isNull(users.totpLastStep), lt(users.totpLastStep, step)) as SQL;
