import { isLang, MSG } from "@hts/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { unauthorized } from "../../lib/errors.ts";
import { companySystem as systemOf } from "./company-settings-memo.ts";
import {
  assertCompanyOpen,
  assertNotRestricted,
  idleTimeoutMs,
  isBackgroundCall,
  nextExpiry,
} from "./session-policy.ts";
import { type findSession, touchSession } from "./sessions.service.ts";

// A session's expiry only moves once a minute (sessions.service): allow that much past the idle limit.
const TOUCH_SLACK_MS = 60_000;

/**
 * Run by the auth hook on every authenticated call, once the session is found: the caller's saved
 * language when the request names none, the company's idle expiry (so lowering sessionTimeout takes
 * effect at once), the IP allowlist, maintenance mode and forced steps, then the sliding expiry.
 */
export async function applySessionPolicy({
  app,
  request,
  reply,
  found,
}: {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  found: NonNullable<Awaited<ReturnType<typeof findSession>>>;
}): Promise<void> {
  const { session, user, company } = found;
  if (!request.headers["accept-language"] && isLang(user.language)) request.lang = user.language;
  // The company's logLevel sets how much the server logs about its members' requests (decision 028).
  request.log.level = systemOf(company.settings).logLevel;
  if (Date.now() - session.lastSeenAt.getTime() > idleTimeoutMs(company) + TOUCH_SLACK_MS) {
    throw unauthorized(MSG.sessionExpired);
  }
  assertCompanyOpen({ company, user, ip: request.ip, reply });
  assertNotRestricted({
    session,
    user,
    allowed: request.routeOptions.config?.allowRestricted === true,
    reply,
  });
  if (isBackgroundCall(request)) return;
  await touchSession({
    db: app.database.db,
    session,
    expiresAt: nextExpiry({ company, createdAt: session.createdAt, maxLifeMs: app.appConfig.sessionTtlMs }),
  });
}
