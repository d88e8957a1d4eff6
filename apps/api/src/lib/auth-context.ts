import type { TAccess, TArea, TRestriction, TRole } from "@hts/domain";
import type { FastifyRequest } from "fastify";
import type { companies, users } from "../db/schema.ts";
import { unauthorized } from "./errors.ts";
import type { TenantDb } from "./tenancy.ts";

// The request's auth context: what every module reads about its caller. The auth module's hook
// (`modules/auth/auth-hook.ts`) loads the session and fills it; this file is the shared layer's view
// of it, so that modules and lib depend on the context and never on how a session is loaded.

export type RouteAccess =
  | "public"
  | "authenticated"
  /** The platform operator's console only (issue 29, decision 106): never a company's member. */
  | "platform"
  | { area: TArea; level: Exclude<TAccess, "none"> };

/** The platform operator behind a console call (decision 106). */
export type PlatformContext = { sessionId: string; operator: { id: string; email: string; name: string } };

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
    platformContext: PlatformContext | null;
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
