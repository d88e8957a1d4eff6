import { can, MSG, type TAccess, type TArea, type TRestriction, type TRole } from "@hts/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { companies, users } from "../db/schema.ts";
import { forbidden, unauthorized } from "../lib/errors.ts";
import { type TenantDb, tenantDb } from "../lib/tenancy.ts";
import { applySessionPolicy } from "../modules/auth/session-hook.ts";
import { SessionCache } from "../modules/auth/sessions.service.ts";

export type RouteAccess = "public" | "authenticated" | { area: TArea; level: Exclude<TAccess, "none"> };

export type AuthContext = {
  sessionId: string;
  /** The forced step this session is under, if any (issue 10). */
  restriction: TRestriction | null;
  user: typeof users.$inferSelect;
  company: typeof companies.$inferSelect;
  role: TRole;
  companyId: string;
  /** Queries limited to the caller's company: the way services reach business tables. */
  tenant: TenantDb;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route. Every /api route must say it; the server refuses to start otherwise. */
    access?: RouteAccess;
    /**
     * Also accept the token as `?access_token=`: only for the event stream, because a browser's
     * EventSource cannot send an Authorization header. Logs strip it (see app.ts).
     */
    tokenInQuery?: boolean;
    /** Reachable under a forced step (password change, two-factor enrolment): issue 10. */
    allowRestricted?: boolean;
  }
  interface FastifyRequest {
    authContext: AuthContext | null;
  }
  interface FastifyInstance {
    /** Sessions found in the last two seconds, forgotten on any write (decision 055). */
    sessionCache: SessionCache;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : null;
}

function queryToken(request: FastifyRequest): string | null {
  if (!request.routeOptions.config?.tokenInQuery) return null;
  const value = (request.query as Record<string, unknown> | undefined)?.access_token;
  return typeof value === "string" && value ? value : null;
}

/** The session token the request carried (header, or query where the route allows it). */
export function requestToken(request: FastifyRequest): string | null {
  return bearerToken(request) ?? queryToken(request);
}

/** The signed-in caller; throws 401 on a public route that forgot to declare itself authenticated. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.authContext) throw unauthorized();
  return request.authContext;
}

/**
 * One hook for every route: reads the bearer token, loads the session, and checks the role against
 * the permission table of @hts/domain before the body is even parsed.
 */
export function registerAuth(app: FastifyInstance, sessionCacheMs = 2_000): void {
  app.decorateRequest("authContext", null);
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
  // caller's next request, here, reads them again (decision 055).
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS") {
      if (request.authContext) sessions.forgetCompany(request.authContext.companyId);
      else sessions.clear();
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
    const found = await sessions.find(app.database.db, token);
    if (!found) throw unauthorized(MSG.sessionExpired);
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
