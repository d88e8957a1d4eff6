import {
  MSG_PLATFORM,
  MSG_SETTINGS,
  passwordExpired,
  renderServerText,
  type TLang,
  type TRestriction,
  type TSessionInfo,
} from "@hts/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { companies, sessions, users } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { companySecurity as securityOf, companySystem as systemOf } from "./company-settings-memo.ts";
import { assertIpAllowed } from "./ip-allowlist.ts";

// What a company's security and system settings impose on every sign-in and every call: the IP
// allowlist, maintenance mode, the idle expiry, and the forced steps (password change, two-factor
// enrolment). Login, the second step and the auth hook all go through here.

type Company = Pick<typeof companies.$inferSelect, "settings"> &
  Partial<Pick<typeof companies.$inferSelect, "suspendedAt">>;
type User = Pick<
  typeof users.$inferSelect,
  "role" | "passwordChangedAt" | "mustChangePassword" | "totpSecret"
>;

const RESTRICTION_TEXT: Record<TRestriction, string> = {
  "password-change": MSG_SETTINGS.passwordChangeRequired,
  "two-factor-enrolment": MSG_SETTINGS.twoFactorEnrolmentRequired,
};

/** The company's idle expiry (its `sessionTimeout`, in minutes), in milliseconds. */
export const idleTimeoutMs = (company: Company): number =>
  securityOf(company.settings).sessionTimeout * 60_000;

/** New expiry of a session used now: idle timeout from now, never past its absolute lifetime. */
export function nextExpiry({
  company,
  createdAt,
  maxLifeMs,
  now = Date.now(),
}: {
  company: Company;
  createdAt: Date;
  maxLifeMs: number;
  now?: number;
}): Date {
  return new Date(Math.min(now + idleTimeoutMs(company), createdAt.getTime() + maxLifeMs));
}

/** Refuses a sign-in or a call from outside the allowlist, or by a non-admin during maintenance. */
export function assertCompanyOpen({
  company,
  user,
  ip,
  reply,
}: {
  company: Company;
  user: Pick<User, "role">;
  ip: string;
  reply?: FastifyReply;
}): void {
  // Suspended by the platform operator (issue 29): nobody of the company signs in or calls, admins included.
  if (company.suspendedAt) throw new AppError("forbidden", MSG_PLATFORM.companySuspended);
  assertIpAllowed(ip, securityOf(company.settings).ipWhitelist);
  if (systemOf(company.settings).maintenanceMode && user.role !== "admin") {
    // The web app shows its maintenance page on this header rather than on any 503.
    reply?.header("x-hts-maintenance", "1");
    throw new AppError("unavailable", MSG_SETTINGS.maintenance);
  }
}

/** The forced step a new session starts with, if any. */
export function restrictionAtLogin({ company, user }: { company: Company; user: User }): TRestriction | null {
  const security = securityOf(company.settings);
  if (user.mustChangePassword) return "password-change";
  if (
    passwordExpired({ changedAt: user.passwordChangedAt, expiry: security.passwordExpiry, now: new Date() })
  ) {
    return "password-change";
  }
  if (security.twoFactorAuth && !user.totpSecret) return "two-factor-enrolment";
  return null;
}

export function restrictionDetail(restriction: TRestriction, user?: User): string {
  if (restriction === "password-change" && user && !user.mustChangePassword)
    return MSG_SETTINGS.passwordExpired;
  return RESTRICTION_TEXT[restriction];
}

/** A call under a forced step: only routes marked `allowRestricted` pass; the others say why. */
export function assertNotRestricted({
  session,
  user,
  allowed,
  reply,
}: {
  session: Pick<typeof sessions.$inferSelect, "restriction">;
  user: User;
  allowed: boolean;
  reply: FastifyReply;
}): void {
  const restriction = session.restriction as TRestriction | null;
  if (!restriction || allowed) return;
  reply.header("x-hts-restriction", restriction);
  throw new AppError("forbidden", restrictionDetail(restriction, user));
}

export function sessionInfo({
  company,
  restriction,
  user,
  lang,
}: {
  company: Company;
  restriction: TRestriction | null;
  user: User;
  lang: TLang;
}): TSessionInfo {
  const security = securityOf(company.settings);
  return {
    restriction,
    restriction_detail: restriction
      ? renderServerText({ text: restrictionDetail(restriction, user) }, lang)
      : null,
    idle_timeout_minutes: security.sessionTimeout,
    auto_logout: security.autoLogout,
    maintenance_mode: systemOf(company.settings).maintenanceMode,
  };
}

/** Calls the web app sends without recent user activity: they must not keep an idle session alive. */
export const isBackgroundCall = (request: FastifyRequest): boolean =>
  request.headers["x-hts-background"] === "1";
