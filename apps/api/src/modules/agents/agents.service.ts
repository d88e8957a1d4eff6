import {
  agentLimitMessage,
  canAddUnder,
  MSG_AGENTS,
  mayOnRecord,
  normalizeCertification,
  PLANNING_API_MSG,
  PLANNING_TIME_ZONE,
  scopeOf,
  type TAgentCreate,
  type TAgentLevel,
  type TAgentPatch,
  type TAgentStatus,
  type TSubscription,
} from "@hts/domain";
import { dayToIso, zoneClock } from "@hts/domain/planning/zone-clock";
import { and, asc, count, eq, exists, gte, ilike, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agents, companies, shifts, sites, users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, isUniqueViolation, notFound, validation } from "../../lib/errors.ts";
import { type CallerAccess, callerAccess, requireScope, workWindow } from "../../lib/record-access.ts";
import { containsPattern } from "../../lib/search.ts";
import { inTransaction, type TenantDb, tenantDb } from "../../lib/tenancy.ts";
import { agentColumns, toApiAgent } from "./agents.mapper.ts";

/** Today's date on a French wall calendar, the default hire date. */
export function todayInParis(now = Date.now()): string {
  return dayToIso({ day: zoneClock({ timeZone: PLANNING_TIME_ZONE }).dayOf(now) });
}

/** One entry per qualification, whatever the spelling ("SSIAP 1" and "ssiap1" are the same). */
function uniqueCertifications(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((name) => {
    const key = normalizeCertification({ name });
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The agents the caller reaches (decision 015). An agent sees himself and the colleagues of the sites
 * he works on: those assigned there, and those with a shift there in the same 30-day window.
 */
export async function visibleAgents(auth: AuthContext): Promise<SQL | undefined> {
  const scope = requireScope(auth, "agent", "read");
  if (scope === "company") return undefined;
  const caller = await callerAccess(auth);
  const own = eq(agents.userId, caller.userId);
  if (scope === "own" || caller.siteIds.length === 0) return own;
  const { from, to } = workWindow();
  const sharedShift = auth.tenant.db
    .select({ one: sql`1` })
    .from(shifts)
    .where(
      and(
        eq(shifts.agentId, agents.id),
        inArray(shifts.siteId, caller.siteIds),
        ne(shifts.status, "cancelled"),
        gte(shifts.endsAt, from),
        lte(shifts.startsAt, to),
      ),
    );
  return or(own, inArray(agents.assignedSiteId, caller.siteIds), exists(sharedShift));
}

/** True when the caller may see this agent's personal data (phone, e-mail, card, calendar link). */
const seesPersonal = (caller: CallerAccess, row: { userId: string | null }) =>
  mayOnRecord({
    caller,
    kind: "agent-personal",
    action: "read",
    record: { ownerUserIds: [row.userId], siteId: null },
  });

export async function listAgents({
  auth,
  q,
  status,
  siteId,
  level,
  speciality,
  limit,
  offset,
}: {
  auth: AuthContext;
  q?: string | null;
  status?: TAgentStatus;
  siteId?: string;
  level?: TAgentLevel;
  speciality?: string;
  limit: number;
  offset: number;
}) {
  const { db, scope } = auth.tenant;
  const caller = await callerAccess(auth);
  const pattern = q ? containsPattern(q) : null;
  // Searching by e-mail only for readers of personal data: a match must not reveal an address.
  const byMail =
    pattern && scopeOf({ role: auth.role, kind: "agent-personal", action: "read" }) === "company"
      ? ilike(agents.email, pattern)
      : undefined;
  const where = scope(
    agents,
    await visibleAgents(auth),
    pattern ? or(ilike(agents.name, pattern), ilike(agents.badge, pattern), byMail) : undefined,
    status ? eq(agents.status, status) : undefined,
    siteId ? eq(agents.assignedSiteId, siteId) : undefined,
    level ? eq(agents.level, level) : undefined,
    speciality ? eq(agents.speciality, speciality) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(agentColumns)
      .from(agents)
      .leftJoin(sites, eq(sites.id, agents.assignedSiteId))
      .where(where)
      .orderBy(asc(agents.name), asc(agents.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(agents).where(where),
  ]);
  return {
    items: rows.map((row) => toApiAgent(row, seesPersonal(caller, row.row))),
    total: total?.n ?? 0,
  };
}

/** An agent the caller reaches, or 404 (as another company's). */
export async function getAgent({ auth, id }: { auth: AuthContext; id: string }) {
  await auth.tenant.findById(agents, id);
  const caller = await callerAccess(auth);
  const [row] = await auth.tenant.db
    .select(agentColumns)
    .from(agents)
    .leftJoin(sites, eq(sites.id, agents.assignedSiteId))
    .where(auth.tenant.scope(agents, eq(agents.id, id), await visibleAgents(auth)));
  if (!row) throw notFound();
  return toApiAgent(row, seesPersonal(caller, row.row));
}

/** A site or user id in the body must belong to the caller's company: otherwise a 422 on that field. */
async function checkReferences(
  tenant: TenantDb,
  input: { assignedSiteId?: string | null; userId?: string | null },
) {
  if (input.assignedSiteId) {
    const [site] = await tenant.db
      .select({ id: sites.id })
      .from(sites)
      .where(tenant.scope(sites, eq(sites.id, input.assignedSiteId)));
    if (!site)
      throw validation([
        { loc: ["body", "assignedSiteId"], msg: PLANNING_API_MSG.siteNotFound, type: "not_found" },
      ]);
  }
  if (input.userId) {
    const [user] = await tenant.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, tenant.companyId), eq(users.id, input.userId), eq(users.role, "agent")));
    if (!user)
      throw validation([{ loc: ["body", "userId"], msg: MSG_AGENTS.userInvalid, type: "not_found" }]);
  }
}

/** Unique indexes decide races; their violations become French 409s. */
function translateUnique(error: unknown): never {
  if (isUniqueViolation(error)) {
    const text = String((error as { cause?: unknown }).cause ?? error);
    throw conflict(text.includes("agents_user_unique") ? MSG_AGENTS.userTaken : MSG_AGENTS.badgeTaken);
  }
  throw error;
}

/** Refuses one more agent over the plan's limit, the company row locked so two creations cannot race. */
async function assertRoomForOneMore(tx: Db, companyId: string) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
  const subscription = (company?.subscription ?? "basic") as TSubscription;
  const [current] = await tx.select({ n: count() }).from(agents).where(eq(agents.companyId, companyId));
  if (!canAddUnder({ subscription, resource: "agents", current: current?.n ?? 0 }))
    throw conflict(agentLimitMessage(subscription) ?? "");
}

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

export async function createAgent({ auth, input }: { auth: AuthContext; input: TAgentCreate }) {
  requireScope(auth, "agent", "create");
  await checkReferences(auth.tenant, input);
  let id: string;
  try {
    id = await auth.tenant.db.transaction(async (tx) => {
      await assertRoomForOneMore(tx, auth.companyId);
      const created = await tenantDb(tx, auth.companyId).insert(agents, {
        ...input,
        hireDate: input.hireDate ?? todayInParis(),
        assignedSiteId: input.assignedSiteId ?? null,
        userId: input.userId ?? null,
        photo: emptyToNull(input.photo),
        certifications: uniqueCertifications(input.certifications),
        professionalCardNumber: emptyToNull(input.professionalCardNumber),
        professionalCardExpiry: emptyToNull(input.professionalCardExpiry),
      });
      await audit(tx, {
        companyId: auth.companyId,
        userId: auth.user.id,
        action: "create",
        entity: "agent",
        entityId: created.id,
      });
      return created.id;
    });
  } catch (error) {
    translateUnique(error);
  }
  return getAgent({ auth, id });
}

export async function updateAgent({
  auth,
  id,
  input,
}: {
  auth: AuthContext;
  id: string;
  input: TAgentPatch;
}) {
  requireScope(auth, "agent", "update");
  await auth.tenant.findById(agents, id);
  await checkReferences(auth.tenant, input);
  const values = {
    ...input,
    ...(input.photo !== undefined ? { photo: emptyToNull(input.photo) } : {}),
    ...(input.certifications ? { certifications: uniqueCertifications(input.certifications) } : {}),
    ...(input.professionalCardNumber !== undefined
      ? { professionalCardNumber: emptyToNull(input.professionalCardNumber) }
      : {}),
    ...(input.professionalCardExpiry !== undefined
      ? { professionalCardExpiry: emptyToNull(input.professionalCardExpiry) }
      : {}),
    updatedAt: new Date(),
  };
  const { photo: _photo, ...details } = input;
  try {
    await inTransaction(auth.tenant, async (t) => {
      await t.updateById(agents, id, values);
      await audit(t.db, {
        companyId: auth.companyId,
        userId: auth.user.id,
        action: "update",
        entity: "agent",
        entityId: id,
        details,
      });
    });
  } catch (error) {
    translateUnique(error);
  }
  return getAgent({ auth, id });
}
