import {
  MSG_RADIO,
  RADIO_WARN,
  type TLang,
  type TRadioCreate,
  type TRadioPatch,
  type TRadioTelemetry,
} from "@hts/domain";
import { and, asc, count, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agents, radioAlerts, radioChannels, radios } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { requireScope, scopeCondition } from "../../lib/record-access.ts";
import { inTransaction, type TenantDb } from "../../lib/tenancy.ts";
import { violatedConstraint } from "../access/index.ts";
import { ensureEmergencyChannel } from "./channels.service.ts";
import { toApiRadio } from "./radio.mapper.ts";
import { hashRadioKey, newRadioKey } from "./radio-keys.ts";

export type RadioDeps = { events: EventBus; offlineAfterSeconds: number; lang: TLang };

const columns = { row: radios, agentName: agents.name, channelName: radioChannels.name };

function selectRadios(db: Db) {
  return db
    .select(columns)
    .from(radios)
    .leftJoin(agents, eq(agents.id, radios.agentId))
    .leftJoin(radioChannels, eq(radioChannels.id, radios.currentChannelId));
}

/** Agents see the radio they carry (record policy "own"). */
export const radioScope = (auth: AuthContext, action: "read" | "update" = "read") =>
  scopeCondition({
    auth,
    kind: "radio",
    action,
    own: (caller) => (caller.agentId ? eq(radios.agentId, caller.agentId) : undefined),
  });

export async function listRadios({
  auth,
  deps,
  limit,
  offset,
}: {
  auth: AuthContext;
  deps: RadioDeps;
  limit: number;
  offset: number;
}) {
  const where = auth.tenant.scope(radios, await radioScope(auth));
  const now = new Date();
  const [rows, [total]] = await Promise.all([
    selectRadios(auth.tenant.db)
      .where(where)
      .orderBy(asc(sql`${radios.retiredAt} is not null`), asc(radios.imei))
      .limit(limit)
      .offset(offset),
    auth.tenant.db.select({ n: count() }).from(radios).where(where),
  ]);
  return {
    items: rows.map((r) =>
      toApiRadio({ ...r, now, offlineAfterSeconds: deps.offlineAfterSeconds, lang: deps.lang }),
    ),
    total: total?.n ?? 0,
  };
}

export async function readRadio({
  tenant,
  id,
  deps,
  extra,
}: {
  tenant: TenantDb;
  id: string;
  deps: RadioDeps;
  extra?: SQL;
}) {
  await tenant.findById(radios, id);
  const [row] = await selectRadios(tenant.db).where(tenant.scope(radios, eq(radios.id, id), extra));
  if (!row) throw notFound(MSG_RADIO.radioNotFound);
  return toApiRadio({
    ...row,
    now: new Date(),
    offlineAfterSeconds: deps.offlineAfterSeconds,
    lang: deps.lang,
  });
}

export async function getRadio({ auth, id, deps }: { auth: AuthContext; id: string; deps: RadioDeps }) {
  return readRadio({ tenant: auth.tenant, id, deps, extra: await radioScope(auth) });
}

async function requireAgent(tenant: TenantDb, agentId: string | null | undefined) {
  if (!agentId) return null;
  const [agent] = await tenant.db
    .select()
    .from(agents)
    .where(tenant.scope(agents, eq(agents.id, agentId)));
  if (!agent) throw notFound(MSG_RADIO.agentNotFound);
  return agent;
}

async function requireChannel(tenant: TenantDb, channelId: string | null | undefined) {
  if (!channelId) return null;
  const [channel] = await tenant.db
    .select()
    .from(radioChannels)
    .where(tenant.scope(radioChannels, eq(radioChannels.id, channelId)));
  if (!channel) throw notFound(MSG_RADIO.channelNotFound);
  return channel;
}

function imeiConflict(error: unknown): never {
  if (violatedConstraint(error) === null) throw error;
  throw conflict(MSG_RADIO.radioIdTaken);
}

/** Spec's add-radio dialog; the answer carries the radio's telemetry key, shown once. */
export async function createRadio({
  auth,
  input,
  deps,
}: {
  auth: AuthContext;
  input: TRadioCreate;
  deps: RadioDeps;
}) {
  requireScope(auth, "radio", "create");
  await requireAgent(auth.tenant, input.agentId);
  const emergency = await ensureEmergencyChannel(auth.tenant.db, auth.companyId);
  const radioKey = newRadioKey();
  const row = await inTransaction(auth.tenant, async (t) => {
    const created = await t
      .insert(radios, {
        imei: input.radioId,
        serialNumber: input.serialNumber,
        agentId: input.agentId,
        currentChannelId: emergency.id,
        keyHash: hashRadioKey(radioKey),
        keyCreatedAt: new Date(),
      })
      .catch(imeiConflict);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "create",
      entity: "radio",
      entityId: created.id,
    });
    return created;
  });
  await deps.events.publishSafely({ companyId: auth.companyId, type: "radio.updated", id: row.id });
  return { ...(await readRadio({ tenant: auth.tenant, id: row.id, deps })), radioKey };
}

/** Edit, assign or unassign (agentId null), change channel, retire or bring back. */
export async function updateRadio({
  auth,
  id,
  input,
  deps,
}: {
  auth: AuthContext;
  id: string;
  input: TRadioPatch;
  deps: RadioDeps;
}) {
  await getRadio({ auth, id, deps });
  requireScope(auth, "radio", "update");
  await requireAgent(auth.tenant, input.agentId);
  await requireChannel(auth.tenant, input.currentChannelId);
  await inTransaction(auth.tenant, async (t) => {
    await t.updateById(radios, id, {
      ...(input.serialNumber !== undefined && { serialNumber: input.serialNumber }),
      ...(input.agentId !== undefined && { agentId: input.agentId }),
      ...(input.currentChannelId !== undefined && { currentChannelId: input.currentChannelId }),
      ...(input.retired !== undefined && { retiredAt: input.retired ? new Date() : null }),
      updatedAt: new Date(),
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: input.retired ? "retire" : "update",
      entity: "radio",
      entityId: id,
      details: { ...input },
    });
  });
  await deps.events.publishSafely({ companyId: auth.companyId, type: "radio.updated", id });
  return getRadio({ auth, id, deps });
}

/** A new telemetry key; the previous one stops working at once. */
export async function regenerateRadioKey({
  auth,
  id,
  deps,
}: {
  auth: AuthContext;
  id: string;
  deps: RadioDeps;
}) {
  await getRadio({ auth, id, deps });
  requireScope(auth, "radio", "update");
  const radioKey = newRadioKey();
  await inTransaction(auth.tenant, async (t) => {
    await t.updateById(radios, id, {
      keyHash: hashRadioKey(radioKey),
      keyCreatedAt: new Date(),
      updatedAt: new Date(),
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "regenerate-key",
      entity: "radio",
      entityId: id,
    });
  });
  return { key: radioKey, radioId: id };
}

export async function deleteRadio({ auth, id, deps }: { auth: AuthContext; id: string; deps: RadioDeps }) {
  await getRadio({ auth, id, deps });
  requireScope(auth, "radio", "delete");
  await inTransaction(auth.tenant, async (t) => {
    await t.deleteById(radios, id);
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "delete",
      entity: "radio",
      entityId: id,
    });
  });
  await deps.events.publishSafely({ companyId: auth.companyId, type: "radio.updated", id });
}

/**
 * What the gateway or the device reports. Low battery and lost signal each open one warning alert
 * (not another while one is open).
 */
export async function ingestTelemetry({
  db,
  radio,
  input,
  events,
}: {
  db: Db;
  radio: typeof radios.$inferSelect;
  input: TRadioTelemetry;
  events: EventBus;
}) {
  const now = new Date();
  const alertIds = await db.transaction(async (tx) => {
    if (input.channelId) {
      const [channel] = await tx
        .select({ id: radioChannels.id })
        .from(radioChannels)
        .where(and(eq(radioChannels.companyId, radio.companyId), eq(radioChannels.id, input.channelId)));
      if (!channel) throw notFound(MSG_RADIO.channelNotFound);
    }
    await tx
      .update(radios)
      .set({
        lastSeenAt: now,
        updatedAt: now,
        ...(input.battery !== undefined && { battery: input.battery }),
        ...(input.signalStrength !== undefined && { signalStrength: input.signalStrength }),
        ...(input.channelId !== undefined && { currentChannelId: input.channelId }),
        ...(input.location && { lat: input.location.lat, lng: input.location.lng, locatedAt: now }),
      })
      .where(eq(radios.id, radio.id));
    const opened: string[] = [];
    const warn = async (
      type: "battery" | "signal",
      description: { text: string; params?: Record<string, number> },
    ) => {
      const [open] = await tx
        .select({ id: radioAlerts.id })
        .from(radioAlerts)
        .where(
          and(eq(radioAlerts.radioId, radio.id), eq(radioAlerts.type, type), isNull(radioAlerts.resolvedAt)),
        )
        .limit(1);
      if (open) return;
      const [agent] = radio.agentId
        ? await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, radio.agentId))
        : [];
      const [created] = await tx
        .insert(radioAlerts)
        .values({
          companyId: radio.companyId,
          radioId: radio.id,
          type,
          severity: "medium",
          agentId: radio.agentId,
          agentName: agent?.name ?? null,
          description,
          recommendation: { text: type === "battery" ? MSG_RADIO.recoBattery : MSG_RADIO.recoSignal },
        })
        .returning({ id: radioAlerts.id });
      if (created) opened.push(created.id);
    };
    if (input.battery !== undefined && input.battery <= RADIO_WARN.battery)
      await warn("battery", { text: MSG_RADIO.lowBatteryDescription, params: { battery: input.battery } });
    if (input.signalStrength !== undefined && input.signalStrength <= RADIO_WARN.signal)
      await warn("signal", { text: MSG_RADIO.signalLostDescription });
    return opened;
  });
  await events.publishSafely({ companyId: radio.companyId, type: "radio.updated", id: radio.id });
  for (const id of alertIds)
    await events.publishSafely({ companyId: radio.companyId, type: "radio.alert", id });
  return { ok: true as const, at: now.toISOString() };
}
