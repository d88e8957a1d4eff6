import { MSG_RADIO, type TChannel, type TChannelCreate, type TChannelPatch, type TLang } from "@hts/domain";
import { and, asc, count, desc, eq, exists, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agents, radioChannelMembers, radioChannels, radios } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { requireScope, scopeCondition } from "../../lib/record-access.ts";
import { inTransaction, type TenantDb, type Tx } from "../../lib/tenancy.ts";
import { violatedConstraint } from "../access/index.ts";
import { toApiChannel } from "./radio.mapper.ts";

/**
 * The company's emergency channel (priority 2), created on first use whatever the caller's role;
 * a concurrent creation loses on the partial unique index and reads the winner's row.
 */
export async function ensureEmergencyChannel(db: Db | Tx, companyId: string) {
  const find = () =>
    db
      .select()
      .from(radioChannels)
      .where(and(eq(radioChannels.companyId, companyId), eq(radioChannels.isDefault, true)))
      .limit(1);
  const [found] = await find();
  if (found) return found;
  await db
    .insert(radioChannels)
    .values({
      companyId,
      name: MSG_RADIO.emergencyChannelName,
      type: "emergency",
      priority: 2,
      description: MSG_RADIO.emergencyChannelDescription,
      isDefault: true,
    })
    .onConflictDoNothing();
  const [created] = await find();
  if (created) return created;
  // A channel of the company already bears the name: it becomes the emergency channel.
  await db
    .update(radioChannels)
    .set({ isDefault: true, type: "emergency", priority: 2 })
    .where(
      and(eq(radioChannels.companyId, companyId), eq(radioChannels.name, MSG_RADIO.emergencyChannelName)),
    );
  const [adopted] = await find();
  if (!adopted) throw new Error("emergency channel missing after insert");
  return adopted;
}

/** Agents see the emergency channel and the channels they are a member of. */
const channelScope = (auth: AuthContext) =>
  scopeCondition({
    auth,
    kind: "radio-channel",
    own: (caller) =>
      or(
        eq(radioChannels.isDefault, true),
        caller.agentId
          ? exists(
              auth.tenant.db
                .select({ one: sql`1` })
                .from(radioChannelMembers)
                .where(
                  and(
                    eq(radioChannelMembers.channelId, radioChannels.id),
                    eq(radioChannelMembers.agentId, caller.agentId),
                  ),
                ),
            )
          : undefined,
      ),
  });

async function membersOf(db: Db, channelIds: string[]) {
  const byChannel = new Map<string, TChannel["members"]>();
  if (channelIds.length === 0) return byChannel;
  const rows = await db
    .select({
      channelId: radioChannelMembers.channelId,
      agentId: radioChannelMembers.agentId,
      radioId: radioChannelMembers.radioId,
      agentName: agents.name,
      serial: radios.serialNumber,
    })
    .from(radioChannelMembers)
    .leftJoin(agents, eq(agents.id, radioChannelMembers.agentId))
    .leftJoin(radios, eq(radios.id, radioChannelMembers.radioId))
    .where(inArray(radioChannelMembers.channelId, channelIds))
    .orderBy(asc(agents.name), asc(radios.serialNumber));
  for (const r of rows) {
    const list = byChannel.get(r.channelId) ?? [];
    if (r.agentId) list.push({ kind: "agent", id: r.agentId, name: r.agentName ?? "" });
    else if (r.radioId) list.push({ kind: "radio", id: r.radioId, name: r.serial ?? "" });
    byChannel.set(r.channelId, list);
  }
  return byChannel;
}

export async function listChannels({
  auth,
  lang,
  limit,
  offset,
}: {
  auth: AuthContext;
  lang: TLang;
  limit: number;
  offset: number;
}) {
  const condition = await channelScope(auth);
  await ensureEmergencyChannel(auth.tenant.db, auth.companyId);
  const where = auth.tenant.scope(radioChannels, condition);
  const [rows, [total]] = await Promise.all([
    auth.tenant.db
      .select()
      .from(radioChannels)
      .where(where)
      .orderBy(desc(radioChannels.priority), asc(radioChannels.name))
      .limit(limit)
      .offset(offset),
    auth.tenant.db.select({ n: count() }).from(radioChannels).where(where),
  ]);
  const members = await membersOf(
    auth.tenant.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toApiChannel({ row, members: members.get(row.id) ?? [], lang })),
    total: total?.n ?? 0,
  };
}

export async function getChannel({ auth, id, lang }: { auth: AuthContext; id: string; lang: TLang }) {
  await auth.tenant.findById(radioChannels, id);
  const [row] = await auth.tenant.db
    .select()
    .from(radioChannels)
    .where(auth.tenant.scope(radioChannels, eq(radioChannels.id, id), await channelScope(auth)));
  if (!row) throw notFound(MSG_RADIO.channelNotFound);
  const members = await membersOf(auth.tenant.db, [id]);
  return toApiChannel({ row, members: members.get(id) ?? [], lang });
}

/** Members must be the company's own agents and radios. */
async function setMembers(
  t: TenantDb<Tx>,
  channelId: string,
  input: { agentIds?: string[]; radioIds?: string[] },
) {
  if (input.agentIds === undefined && input.radioIds === undefined) return;
  const agentIds = [...new Set(input.agentIds ?? [])];
  const radioIds = [...new Set(input.radioIds ?? [])];
  if (agentIds.length) {
    const [found] = await t.db
      .select({ n: count() })
      .from(agents)
      .where(t.scope(agents, inArray(agents.id, agentIds)));
    if ((found?.n ?? 0) !== agentIds.length) throw notFound(MSG_RADIO.agentNotFound);
  }
  if (radioIds.length) {
    const [found] = await t.db
      .select({ n: count() })
      .from(radios)
      .where(t.scope(radios, inArray(radios.id, radioIds)));
    if ((found?.n ?? 0) !== radioIds.length) throw notFound(MSG_RADIO.radioNotFound);
  }
  await t.db.delete(radioChannelMembers).where(eq(radioChannelMembers.channelId, channelId));
  const values = [
    ...agentIds.map((agentId) => ({ companyId: t.companyId, channelId, agentId })),
    ...radioIds.map((radioId) => ({ companyId: t.companyId, channelId, radioId })),
  ];
  if (values.length) await t.db.insert(radioChannelMembers).values(values);
}

function nameConflict(error: unknown): never {
  if (violatedConstraint(error) === null) throw error;
  throw conflict(MSG_RADIO.channelNameTaken);
}

export async function createChannel({
  auth,
  input,
  lang,
  events,
}: {
  auth: AuthContext;
  input: TChannelCreate;
  lang: TLang;
  events: EventBus;
}) {
  requireScope(auth, "radio-channel", "create");
  const { agentIds, radioIds, ...fields } = input;
  const row = await inTransaction(auth.tenant, async (t) => {
    const created = await t.insert(radioChannels, fields).catch(nameConflict);
    await setMembers(t, created.id, { agentIds, radioIds });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "radio-channel",
      entityId: created.id,
    });
    return created;
  });
  await events.publishSafely({ companyId: auth.companyId, type: "radio.channel", id: row.id });
  return getChannel({ auth, id: row.id, lang });
}

export async function updateChannel({
  auth,
  id,
  input,
  lang,
  events,
}: {
  auth: AuthContext;
  id: string;
  input: TChannelPatch;
  lang: TLang;
  events: EventBus;
}) {
  await getChannel({ auth, id, lang });
  requireScope(auth, "radio-channel", "update");
  const { agentIds, radioIds, ...fields } = input;
  await inTransaction(auth.tenant, async (t) => {
    await t.updateById(radioChannels, id, { ...fields, updatedAt: new Date() }).catch(nameConflict);
    await setMembers(t, id, { agentIds, radioIds });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "radio-channel",
      entityId: id,
      details: { ...input },
    });
  });
  await events.publishSafely({ companyId: auth.companyId, type: "radio.channel", id });
  return getChannel({ auth, id, lang });
}

export async function deleteChannel({
  auth,
  id,
  lang,
  events,
}: {
  auth: AuthContext;
  id: string;
  lang: TLang;
  events: EventBus;
}) {
  const channel = await getChannel({ auth, id, lang });
  requireScope(auth, "radio-channel", "delete");
  if (channel.isDefault) throw conflict(MSG_RADIO.channelEmergencyKept);
  await inTransaction(auth.tenant, async (t) => {
    await t.deleteById(radioChannels, id);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "delete",
      entity: "radio-channel",
      entityId: id,
    });
  });
  await events.publishSafely({ companyId: auth.companyId, type: "radio.channel", id });
}
