import { can, MSG, MSG_PLATFORM, type TRestriction, type TRole } from "@hts/domain";
import type { FastifyInstance } from "fastify";
import { requestToken } from "../../lib/auth-context.ts";
import { topicsOfWrite } from "../../lib/cache-topics.ts";
import { forbidden, unauthorized } from "../../lib/errors.ts";
import { type TenantDb, tenantDb } from "../../lib/tenancy.ts";
import { findPlatformSession } from "../platform/index.ts";
import { applySessionPolicy } from "./session-hook.ts";
import { SessionCache } from "./sessions.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Sessions found in the last two seconds, forgotten on any write (decision 055). */
    sessionCache: SessionCache;
  }
}

/**
 * One hook for every route: reads the bearer token, loads the session, and checks the role against
 * the permission table of @hts/domain before the body is even parsed.
 */
export function registerAuth(app: FastifyInstance, sessionCacheMs = 2_000): void {
  app.decorateRequest("authContext", null);
  app.decorateRequest("platformContext", null);
  const sessions = new SessionCache(sessionCacheMs);
  app.decorate("sessionCache", sessions);
  // A company's scoped query handle depends on nothing but its id: built once per company, not per
  // request (it holds five functions, which the server's loader names one by one).
  const tenants = new Map<string, TenantDb>();
  const tenantOf = (companyId: string): TenantDb => {
    let tenant = tenants.get(companyId);
    if (!tenant) {
      if (tenants.size >= 10_000) tenants.clear();
      tenant = tenantDb(app.database.db, companyId);
      tenants.set(companyId, tenant);
    }
    return tenant;
  };
  // Before the answer of anything that may have changed a session, a user or a company leaves: the
  // caller's next request, here, reads them again (decision 055). A route that declares what it changes
  // without "sessions" (an alarm, a comment: decision 107) keeps them: the control room's writes no
  // longer send every operator's next read to the database.
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS") {
      if (!request.authContext) sessions.clear();
      else if (topicsOfWrite(request).includes("sessions"))
        sessions.forgetCompany(request.authContext.companyId);
    }
    done(null, payload);
  });

  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api") && !route.config?.access && !route.url.startsWith("/api/docs")) {
      throw new Error(`La route ${route.method} ${route.url} ne déclare pas son accès (config.access)`);
    }
  });

  app.addHook("onRequest", async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === "public") return;
    const token = requestToken(request);
    if (!token) throw unauthorized();
    // The operator's console has its own sessions (decision 106); a company's token never opens it.
    if (access === "platform") {
      const operator = await findPlatformSession(app.database.db, token);
      if (!operator) throw unauthorized(MSG.sessionExpired);
      request.platformContext = operator;
      return;
    }
    const found = await sessions.find(app.database.db, token);
    if (!found) {
      // An operator's token on a company's route: refused plainly, operators read no business data.
      if (await findPlatformSession(app.database.db, token)) throw forbidden(MSG_PLATFORM.noBusinessData);
      throw unauthorized(MSG.sessionExpired);
    }
    // Company rules (allowlist, maintenance, idle expiry, forced steps) and the user's language: issue 10.
    await applySessionPolicy({ app, request, reply, found });
    const role = found.user.role as TRole;
    request.authContext = {
      sessionId: found.session.id,
      restriction: found.session.restriction as TRestriction | null,
      user: found.user,
      company: found.company,
      role,
      companyId: found.company.id,
      tenant: tenantOf(found.company.id),
    };
    if (access !== "authenticated" && !can({ role, area: access.area, level: access.level })) {
      throw forbidden();
    }
  });
}
