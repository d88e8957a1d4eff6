import {
  localDay,
  MSG_POST_ORDERS,
  pendingVersionIds,
  type TMyPostOrder,
  type TPostOrderAcknowledgements,
  type TPostOrderAcknowledgeResult,
} from "@hts/domain";
import { and, asc, eq, gte, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  agents,
  postOrderAcknowledgements,
  postOrders,
  postOrderVersions,
  shifts,
  sites,
} from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import { callerAccess, requireScope } from "../../lib/record-access.ts";
import { inTransaction, type Tx } from "../../lib/tenancy.ts";
import { attachmentsOf, postOrderFor } from "./post-orders.service.ts";

const DAY = 86_400_000;
const HORIZON_DAYS = 14;
const iso = (d: Date) => d.toISOString();

/** The agent record the caller signs in as; 403 for an account that is no agent. */
export async function callerAgentId(auth: AuthContext): Promise<string> {
  const { agentId } = await callerAccess(auth);
  if (!agentId) throw forbidden(MSG_POST_ORDERS.notAnAgent);
  return agentId;
}

/** Shifts (not cancelled) of today, local day, to +14 days, and the one in progress. */
const upcomingShifts = (now: Date) => {
  const today = localDay(now);
  const last = localDay(now.getTime() + HORIZON_DAYS * DAY);
  return and(
    ne(shifts.status, "cancelled"),
    or(gte(shifts.shiftDate, today), gte(shifts.endsAt, now)),
    lte(shifts.shiftDate, last),
  );
};

/** A post order applies to a shift when it is the site's (no post) or the shift's post. */
const appliesTo = (post: string) => or(eq(postOrders.post, ""), post ? eq(postOrders.post, post) : undefined);

/** A post order joined to its current version only. */
const CURRENT_VERSION = and(
  eq(postOrderVersions.postOrderId, postOrders.id),
  eq(postOrderVersions.version, postOrders.currentVersion),
);
/** That version's acknowledgement by one agent, if any (left join). */
const acknowledgedBy = (agentId: string) =>
  and(
    eq(postOrderAcknowledgements.versionId, postOrderVersions.id),
    eq(postOrderAcknowledgements.agentId, agentId),
  );

/**
 * The current versions the agent has not acknowledged for a site and post (the clock-in gate of
 * slice A calls it inside its transaction).
 */
export async function pendingPostOrderVersions({
  tx,
  companyId,
  agentId,
  siteId,
  post,
}: {
  tx: Tx | Db;
  companyId: string;
  agentId: string;
  siteId: string;
  post: string | null;
}): Promise<string[]> {
  const rows = await tx
    .select({ versionId: postOrderVersions.id, ackId: postOrderAcknowledgements.id })
    .from(postOrders)
    .innerJoin(postOrderVersions, CURRENT_VERSION)
    .leftJoin(postOrderAcknowledgements, acknowledgedBy(agentId))
    .where(and(eq(postOrders.companyId, companyId), eq(postOrders.siteId, siteId), appliesTo(post ?? "")))
    .orderBy(asc(postOrders.post));
  return pendingVersionIds({
    current: rows.map((r) => r.versionId),
    acknowledged: new Set(rows.filter((r) => r.ackId).map((r) => r.versionId)),
  });
}

/** GET /api/me/post-orders: current versions for the sites and posts of the agent's coming shifts. */
export async function myPostOrders({ auth }: { auth: AuthContext }): Promise<TMyPostOrder[]> {
  const agentId = await callerAgentId(auth);
  const { db } = auth.tenant;
  const targets = await db
    .selectDistinct({ siteId: shifts.siteId, post: shifts.post })
    .from(shifts)
    .where(auth.tenant.scope(shifts, eq(shifts.agentId, agentId), upcomingShifts(new Date())));
  if (targets.length === 0) return [];
  const conditions = targets.map((t) => and(eq(postOrders.siteId, t.siteId), appliesTo(t.post ?? "")));
  const rows = await db
    .select({
      postOrderId: postOrders.id,
      versionId: postOrderVersions.id,
      version: postOrderVersions.version,
      siteId: postOrders.siteId,
      siteName: sites.name,
      post: postOrders.post,
      title: postOrderVersions.title,
      body: postOrderVersions.body,
      publishedAt: postOrderVersions.publishedAt,
      acknowledgedAt: postOrderAcknowledgements.occurredAt,
    })
    .from(postOrders)
    .innerJoin(sites, eq(sites.id, postOrders.siteId))
    .innerJoin(postOrderVersions, CURRENT_VERSION)
    .leftJoin(postOrderAcknowledgements, acknowledgedBy(agentId))
    .where(auth.tenant.scope(postOrders, or(...conditions)))
    .orderBy(asc(sites.name), asc(postOrders.post));
  const files = await attachmentsOf(
    db,
    rows.map((r) => r.versionId),
  );
  return rows.map((r) => ({
    post_order_id: r.postOrderId,
    version_id: r.versionId,
    version: r.version,
    site_id: r.siteId,
    site_name: r.siteName,
    post: r.post || null,
    title: r.title,
    body: r.body,
    attachments: files.get(r.versionId) ?? [],
    published_at: iso(r.publishedAt),
    acknowledged_at: r.acknowledgedAt ? iso(r.acknowledgedAt) : null,
  }));
}

const toResult = (
  row: typeof postOrderAcknowledgements.$inferSelect,
  replayed: boolean,
): TPostOrderAcknowledgeResult => ({
  version_id: row.versionId,
  acknowledged_at: iso(row.occurredAt),
  received_at: iso(row.receivedAt),
  replayed,
});

/**
 * 'J'ai lu et compris': once per version and agent. The same client id again, or a second
 * acknowledgement of the same version, answers the stored one with `replayed: true`.
 */
export async function acknowledgeVersion({
  auth,
  versionId,
  input,
}: {
  auth: AuthContext;
  versionId: string;
  input: { client_id: string; occurred_at: Date };
}): Promise<{ status: 200 | 201; body: TPostOrderAcknowledgeResult }> {
  requireScope(auth, "post-order-acknowledgement", "create");
  const agentId = await callerAgentId(auth);
  const version = await auth.tenant.findById(postOrderVersions, versionId);
  await postOrderFor(auth, version.postOrderId);
  return inTransaction(auth.tenant, async (t) => {
    const [inserted] = await t.db
      .insert(postOrderAcknowledgements)
      .values({
        companyId: auth.companyId,
        versionId,
        agentId,
        userId: auth.user.id,
        clientId: input.client_id,
        occurredAt: input.occurred_at,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await audit(t.db, {
        companyId: auth.companyId,
        userId: auth.user.id,
        action: "acknowledge",
        entity: "post-order",
        entityId: version.postOrderId,
        details: { versionId, version: version.version, agentId, clientId: input.client_id },
      });
      return { status: 201 as const, body: toResult(inserted, false) };
    }
    const [stored] = await t.db
      .select()
      .from(postOrderAcknowledgements)
      .where(
        and(
          eq(postOrderAcknowledgements.agentId, agentId),
          or(
            eq(postOrderAcknowledgements.clientId, input.client_id),
            eq(postOrderAcknowledgements.versionId, versionId),
          ),
        ),
      )
      .orderBy(sql`${postOrderAcknowledgements.clientId} = ${input.client_id} desc`)
      .limit(1);
    if (!stored) throw notFound();
    return { status: 200 as const, body: toResult(stored, true) };
  });
}

/**
 * Who acknowledged which version of a post order, and who has not acknowledged the current one yet
 * among the agents with a shift on its site (and post) in the next 14 days. An agent sees his own only.
 */
export async function acknowledgementsOf({
  auth,
  id,
}: {
  auth: AuthContext;
  id: string;
}): Promise<TPostOrderAcknowledgements> {
  const order = await postOrderFor(auth, id);
  const scope = requireScope(auth, "post-order-acknowledgement", "read");
  const own = scope === "company" ? null : await callerAgentId(auth);
  const { db } = auth.tenant;
  const [current] = await db
    .select({ id: postOrderVersions.id })
    .from(postOrderVersions)
    .where(and(eq(postOrderVersions.postOrderId, id), eq(postOrderVersions.version, order.currentVersion)));
  const acks = await db
    .select({
      agentId: postOrderAcknowledgements.agentId,
      agentName: agents.name,
      versionId: postOrderAcknowledgements.versionId,
      version: postOrderVersions.version,
      occurredAt: postOrderAcknowledgements.occurredAt,
      receivedAt: postOrderAcknowledgements.receivedAt,
    })
    .from(postOrderAcknowledgements)
    .innerJoin(postOrderVersions, eq(postOrderVersions.id, postOrderAcknowledgements.versionId))
    .innerJoin(agents, eq(agents.id, postOrderAcknowledgements.agentId))
    .where(
      auth.tenant.scope(
        postOrderAcknowledgements,
        eq(postOrderVersions.postOrderId, id),
        own ? eq(postOrderAcknowledgements.agentId, own) : undefined,
      ),
    )
    .orderBy(asc(agents.name), asc(postOrderVersions.version));
  const now = new Date();
  const due =
    own || !current
      ? []
      : await db
          .select({
            agentId: shifts.agentId,
            agentName: agents.name,
            nextShiftAt: sql<Date>`min(${shifts.startsAt})`.mapWith((v) => new Date(v)),
          })
          .from(shifts)
          .innerJoin(agents, eq(agents.id, shifts.agentId))
          .where(
            auth.tenant.scope(
              shifts,
              eq(shifts.siteId, order.siteId),
              order.post ? eq(shifts.post, order.post) : undefined,
              ne(shifts.status, "cancelled"),
              gte(shifts.endsAt, now),
              lte(shifts.startsAt, new Date(now.getTime() + HORIZON_DAYS * DAY)),
            ),
          )
          .groupBy(shifts.agentId, agents.name)
          .orderBy(asc(agents.name));
  const done = new Set(acks.filter((a) => a.versionId === current?.id).map((a) => a.agentId));
  return {
    post_order_id: id,
    current_version_id: current?.id ?? null,
    acknowledged: acks.map((a) => ({
      agent_id: a.agentId,
      agent_name: a.agentName,
      version_id: a.versionId,
      version: a.version,
      acknowledged_at: iso(a.occurredAt),
      received_at: iso(a.receivedAt),
    })),
    pending: due
      .filter((d) => !done.has(d.agentId))
      .map((d) => ({ agent_id: d.agentId, agent_name: d.agentName, next_shift_at: iso(d.nextShiftAt) })),
  };
}
