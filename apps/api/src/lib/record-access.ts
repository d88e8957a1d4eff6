import {
  mayOnRecord,
  scopeOf,
  type TCaller,
  type TRecordAction,
  type TRecordKind,
  type TRecordRef,
  type TRecordScope,
} from "@hts/domain";
import { and, eq, exists, gte, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { agents, clients, clientUserSites, shifts, sites, users } from "../db/schema.ts";
import type { AuthContext } from "./auth-context.ts";
import { forbidden, notFound } from "./errors.ts";

/** How far around today an agent's shifts make a site "one they work on". */
const WORK_WINDOW_DAYS = 30;

/** The window of shifts that make a site one an agent works on: 30 days back to 30 days ahead. */
export function workWindow(now = Date.now()) {
  const day = 86_400_000;
  return { from: new Date(now - WORK_WINDOW_DAYS * day), to: new Date(now + WORK_WINDOW_DAYS * day) };
}

export type CallerAccess = TCaller & {
  /** The agent record this account signs in as, if any. */
  agentId: string | null;
  /** A client user's client (role client, issue 25); null for every other role. */
  clientId: string | null;
};

const cache = new WeakMap<AuthContext, Promise<CallerAccess>>();

/**
 * The sites an agent works on (record scope "sites", decision 015): the agent's assigned site and the
 * sites of their shifts (not cancelled) from 30 days ago to 30 days ahead.
 */
export async function agentSiteIds(db: Db, companyId: string, agentId: string): Promise<string[]> {
  const { from, to } = workWindow();
  const [agent] = await db
    .select({ siteId: agents.assignedSiteId })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.id, agentId)));
  const worked = await db
    .selectDistinct({ siteId: shifts.siteId })
    .from(shifts)
    .where(
      and(
        eq(shifts.companyId, companyId),
        eq(shifts.agentId, agentId),
        ne(shifts.status, "cancelled"),
        gte(shifts.endsAt, from),
        lte(shifts.startsAt, to),
      ),
    );
  const siteIds = new Set(worked.map((w) => w.siteId));
  if (agent?.siteId) siteIds.add(agent.siteId);
  return [...siteIds];
}

/** The accounts of the agents who work on a site (same definition as `agentSiteIds`). */
export async function agentUserIdsOnSite(db: Db, companyId: string, siteId: string): Promise<string[]> {
  const { from, to } = workWindow();
  const rows = await db
    .selectDistinct({ userId: agents.userId })
    .from(agents)
    .where(
      and(
        eq(agents.companyId, companyId),
        isNotNull(agents.userId),
        or(
          eq(agents.assignedSiteId, siteId),
          exists(
            db
              .select({ one: sql`1` })
              .from(shifts)
              .where(
                and(
                  eq(shifts.agentId, agents.id),
                  eq(shifts.siteId, siteId),
                  ne(shifts.status, "cancelled"),
                  gte(shifts.endsAt, from),
                  lte(shifts.startsAt, to),
                ),
              ),
          ),
        ),
      ),
    );
  return rows.flatMap((r) => (r.userId ? [r.userId] : []));
}

/**
 * A client user's sites (decision 103): the live sites of his client, narrowed to those he was given
 * when any were; none when the client is archived (its portal is closed).
 */
export async function clientUserSiteIds(
  db: Db,
  companyId: string,
  userId: string,
): Promise<{ clientId: string | null; siteIds: string[] }> {
  const [user] = await db
    .select({ clientId: users.clientId, archivedAt: clients.archivedAt })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  if (!user?.clientId) return { clientId: null, siteIds: [] };
  if (user.archivedAt) return { clientId: user.clientId, siteIds: [] };
  const given = await db
    .select({ siteId: clientUserSites.siteId })
    .from(clientUserSites)
    .where(and(eq(clientUserSites.companyId, companyId), eq(clientUserSites.userId, userId)));
  const live = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), eq(sites.clientId, user.clientId), isNull(sites.archivedAt)));
  const allowed = new Set(given.map((g) => g.siteId));
  const siteIds = live.map((s) => s.id).filter((id) => allowed.size === 0 || allowed.has(id));
  return { clientId: user.clientId, siteIds };
}

/** The caller read afresh (a long-lived stream re-reads it; a request uses `callerAccess`). */
export async function loadCallerAccess(auth: AuthContext): Promise<CallerAccess> {
  const { db } = auth.tenant;
  if (auth.role === "client") {
    const { clientId, siteIds } = await clientUserSiteIds(db, auth.companyId, auth.user.id);
    return { userId: auth.user.id, role: auth.role, siteIds, agentId: null, clientId };
  }
  const [agent] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(auth.tenant.scope(agents, eq(agents.userId, auth.user.id)))
    .limit(1);
  if (!agent) return { userId: auth.user.id, role: auth.role, siteIds: [], agentId: null, clientId: null };
  const siteIds = await agentSiteIds(db, auth.companyId, agent.id);
  return { userId: auth.user.id, role: auth.role, siteIds, agentId: agent.id, clientId: null };
}

/**
 * The caller as the record policy sees them: their sites are the agent record's assigned site and the
 * sites of their shifts from 30 days ago to 30 days ahead. Computed once per request.
 */
export function callerAccess(auth: AuthContext): Promise<CallerAccess> {
  let found = cache.get(auth);
  if (!found) {
    found = loadCallerAccess(auth);
    cache.set(auth, found);
  }
  return found;
}

/** The caller's scope for a list; "none" answers 403 (the route was open, the records are not). */
export function requireScope(auth: AuthContext, kind: TRecordKind, action: TRecordAction): TRecordScope {
  const scope = scopeOf({ role: auth.role, kind, action });
  if (scope === "none") throw forbidden();
  return scope;
}

/**
 * Checks one record. A record the caller may not even read answers 404, as a record of another
 * company does; a record they read but may not change answers 403.
 */
export async function requireOnRecord({
  auth,
  kind,
  action,
  record,
}: {
  auth: AuthContext;
  kind: TRecordKind;
  action: TRecordAction;
  record: TRecordRef;
}): Promise<void> {
  const caller = await callerAccess(auth);
  if (mayOnRecord({ caller, kind, action, record })) return;
  if (action !== "read" && mayOnRecord({ caller, kind, action: "read", record })) throw forbidden();
  throw notFound();
}

/**
 * The condition a list adds to its query so it returns only the records the caller reaches: nothing
 * for a company-wide scope; the caller's own records for "own"; their own plus those of their sites
 * for "sites". `own` builds the owner condition from the caller (an author column, the agent id...).
 * A role with no scope at all gets 403.
 */
export async function scopeCondition({
  auth,
  kind,
  action = "read",
  site,
  own,
}: {
  auth: AuthContext;
  kind: TRecordKind;
  action?: TRecordAction;
  site?: AnyPgColumn;
  own?: (caller: CallerAccess) => SQL | undefined;
}): Promise<SQL | undefined> {
  const scope = requireScope(auth, kind, action);
  if (scope === "company") return undefined;
  const caller = await callerAccess(auth);
  const owned = own?.(caller) ?? sql`false`;
  if (scope === "own") return owned;
  const onSites = site && caller.siteIds.length > 0 ? inArray(site, caller.siteIds) : sql`false`;
  return or(owned, onSites);
}
