import {
  agentLimitMessage,
  canAddUnder,
  MSG_AGENTS,
  normalizeCertification,
  PLANNING_API_MSG,
  type TAgentCreate,
  type TAgentLevel,
  type TAgentPatch,
  type TAgentStatus,
  type TSubscription,
} from "@hts/domain";
import { dayToIso, zoneClock } from "@hts/domain/planning/zone-clock";
import { and, asc, count, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agents, companies, sites, users } from "../../db/schema.ts";
import { conflict, isUniqueViolation, notFound, validation } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/search.ts";
import { type TenantDb, tenantDb } from "../../lib/tenancy.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import { audit } from "../audit/audit.service.ts";
import { PLANNING_TIME_ZONE } from "../planning/shift-times.ts";
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
  const pattern = q ? containsPattern(q) : null;
  const where = scope(
    agents,
    pattern
      ? or(ilike(agents.name, pattern), ilike(agents.badge, pattern), ilike(agents.email, pattern))
      : undefined,
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
  return { items: rows.map(toApiAgent), total: total?.n ?? 0 };
}

export async function getAgent({ auth, id }: { auth: AuthContext; id: string }) {
  await auth.tenant.findById(agents, id);
  const [row] = await auth.tenant.db
    .select(agentColumns)
    .from(agents)
    .leftJoin(sites, eq(sites.id, agents.assignedSiteId))
    .where(auth.tenant.scope(agents, eq(agents.id, id)));
  if (!row) throw notFound();
  return toApiAgent(row);
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
  try {
    await auth.tenant.updateById(agents, id, values);
  } catch (error) {
    translateUnique(error);
  }
  const { photo: _photo, ...details } = input;
  await audit(auth.tenant.db, {
    companyId: auth.companyId,
    userId: auth.user.id,
    action: "update",
    entity: "agent",
    entityId: id,
    details,
  });
  return getAgent({ auth, id });
}
