import { detectEmergency, MSG_RADIO, RADIO_RECOMMENDATIONS, type TLang } from "@hts/domain";
import { and, count, desc, eq, exists, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  agents,
  radioAlerts,
  radioChannelMembers,
  radioChannels,
  radioClips,
  radioCommunications,
  type radios,
} from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import type { EventBus } from "../../lib/events/event-bus.ts";
import { callerAccess, requireScope, scopeCondition } from "../../lib/record-access.ts";
import { containsPattern } from "../../lib/search.ts";
import { inTransaction } from "../../lib/tenancy.ts";
import { getChannel } from "./channels.service.ts";
import { type PttQuota, requirePttRoom } from "./ptt-quota.ts";
import { toApiCommunication } from "./radio.mapper.ts";

/** The clip's file name in backups follows its container (Safari records AAC in MP4: `.m4a`). */
const CLIP_EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "m4a",
};

/** Agents read their own transmissions and those of the channels they are on (emergency included). */
const communicationScope = (auth: AuthContext) =>
  scopeCondition({
    auth,
    kind: "radio-communication",
    own: (caller) =>
      caller.agentId
        ? or(
            eq(radioCommunications.agentId, caller.agentId),
            exists(
              auth.tenant.db
                .select({ one: sql`1` })
                .from(radioChannels)
                .where(
                  and(
                    eq(radioChannels.id, radioCommunications.channelId),
                    or(
                      eq(radioChannels.isDefault, true),
                      exists(
                        auth.tenant.db
                          .select({ one: sql`1` })
                          .from(radioChannelMembers)
                          .where(
                            and(
                              eq(radioChannelMembers.channelId, radioChannels.id),
                              eq(radioChannelMembers.agentId, caller.agentId),
                            ),
                          ),
                      ),
                    ),
                  ),
                ),
            ),
          )
        : eq(radioCommunications.senderUserId, caller.userId),
  });

export async function getCommunication({ auth, id, lang }: { auth: AuthContext; id: string; lang: TLang }) {
  await auth.tenant.findById(radioCommunications, id);
  const [row] = await auth.tenant.db
    .select()
    .from(radioCommunications)
    .where(
      auth.tenant.scope(radioCommunications, eq(radioCommunications.id, id), await communicationScope(auth)),
    );
  if (!row) throw notFound();
  return { row, api: toApiCommunication(row, lang) };
}

/** The clip's bytes, for a reader of its communication. */
export async function communicationAudio({ auth, id, lang }: { auth: AuthContext; id: string; lang: TLang }) {
  await getCommunication({ auth, id, lang });
  const [clip] = await auth.tenant.db
    .select({ mime: radioClips.mime, data: radioClips.data })
    .from(radioClips)
    .where(and(eq(radioClips.companyId, auth.companyId), eq(radioClips.communicationId, id)));
  if (!clip) throw notFound(MSG_RADIO.clipNotFound);
  return clip;
}

/**
 * Push-to-talk from a browser: the clip is stored with a communication on the channel, from the
 * caller (his agent record when he has one), and announced live to the channel's readers.
 */
export async function sendClip({
  auth,
  channelId,
  mime,
  data,
  lang,
  events,
  quota,
}: {
  auth: AuthContext;
  channelId: string;
  mime: string;
  data: Buffer;
  lang: TLang;
  events: EventBus;
  quota: PttQuota;
}) {
  const channel = await getChannel({ auth, id: channelId, lang });
  requireScope(auth, "radio-communication", "create");
  const caller = await callerAccess(auth);
  const [channelRow] = await auth.tenant.db
    .select({ name: radioChannels.name })
    .from(radioChannels)
    .where(auth.tenant.scope(radioChannels, eq(radioChannels.id, channel.id)));
  const now = new Date();
  const row = await inTransaction(auth.tenant, async (t) => {
    await requirePttRoom({ t, userId: auth.user.id, bytes: data.length, quota });
    const created = await t.insert(radioCommunications, {
      channelId: channel.id,
      agentId: caller.agentId,
      senderUserId: auth.user.id,
      fromAgentName: auth.user.name,
      channelName: channelRow?.name ?? channel.name,
      at: now,
      transcript: "",
      emergencyDetected: false,
      analysis: { categories: [], keywords: [], engine: "builtin" },
      hasAudio: true,
    });
    await t.db.insert(radioClips).values({
      companyId: auth.companyId,
      communicationId: created.id,
      mime,
      filename: `ptt-${now.toISOString().replace(/[:.]/g, "-")}.${CLIP_EXTENSIONS[mime] ?? "webm"}`,
      data,
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "push-to-talk",
      entity: "radio-communication",
      entityId: created.id,
      details: { channelId: channel.id, bytes: data.length },
    });
    return created;
  });
  await events.publishSafely({ companyId: auth.companyId, type: "radio.communication", id: row.id });
  return toApiCommunication(row, lang);
}

export async function listCommunications({
  auth,
  lang,
  q,
  channelId,
  emergency,
  limit,
  offset,
}: {
  auth: AuthContext;
  lang: TLang;
  q?: string;
  channelId?: string;
  emergency?: "true" | "false";
  limit: number;
  offset: number;
}) {
  const pattern = q ? containsPattern(q) : null;
  const where = auth.tenant.scope(
    radioCommunications,
    await communicationScope(auth),
    pattern ? ilike(radioCommunications.transcript, pattern) : undefined,
    channelId ? eq(radioCommunications.channelId, channelId) : undefined,
    emergency ? eq(radioCommunications.emergencyDetected, emergency === "true") : undefined,
  );
  const [rows, [total]] = await Promise.all([
    auth.tenant.db
      .select()
      .from(radioCommunications)
      .where(where)
      .orderBy(desc(radioCommunications.at), desc(radioCommunications.id))
      .limit(limit)
      .offset(offset),
    auth.tenant.db.select({ n: count() }).from(radioCommunications).where(where),
  ]);
  return { items: rows.map((r) => toApiCommunication(r, lang)), total: total?.n ?? 0 };
}

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/**
 * One transmission from the gateway: the transcript goes through the detector; an emergency opens a
 * radio alert with its severity and recommendation, in the same transaction.
 */
export async function ingestCommunication({
  db,
  radio,
  input,
  events,
  lang,
}: {
  db: Db;
  radio: typeof radios.$inferSelect;
  input: { channelId?: string | null; timestamp?: Date; transcript: string };
  events: EventBus;
  lang: TLang;
}) {
  const analysis = detectEmergency(input.transcript);
  const { communication, alertId } = await db.transaction(async (tx) => {
    const channelId = input.channelId ?? radio.currentChannelId;
    const [channel] = channelId
      ? await tx
          .select()
          .from(radioChannels)
          .where(and(eq(radioChannels.companyId, radio.companyId), eq(radioChannels.id, channelId)))
      : [];
    if (input.channelId && !channel) throw notFound(MSG_RADIO.channelNotFound);
    const [agent] = radio.agentId
      ? await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, radio.agentId))
      : [];
    const [row] = await tx
      .insert(radioCommunications)
      .values({
        companyId: radio.companyId,
        radioId: radio.id,
        channelId: channel?.id ?? null,
        agentId: radio.agentId,
        fromAgentName: agent?.name ?? null,
        channelName: channel?.name ?? null,
        at: input.timestamp ?? new Date(),
        transcript: input.transcript,
        emergencyDetected: analysis.emergency,
        analysis: { categories: analysis.categories, keywords: analysis.keywords, engine: "builtin" },
      })
      .returning();
    if (!row) throw new Error("communication not inserted");
    let alertId: string | null = null;
    const category = analysis.categories[0];
    if (analysis.emergency && category && analysis.severity) {
      const [alert] = await tx
        .insert(radioAlerts)
        .values({
          companyId: radio.companyId,
          radioId: radio.id,
          communicationId: row.id,
          type: category,
          severity: analysis.severity,
          agentId: radio.agentId,
          agentName: agent?.name ?? null,
          description: {
            text: MSG_RADIO.detectedDescription,
            params: { transcript: excerpt(input.transcript) },
          },
          recommendation: { text: RADIO_RECOMMENDATIONS[category] },
          lat: radio.lat,
          lng: radio.lng,
        })
        .returning({ id: radioAlerts.id });
      alertId = alert?.id ?? null;
    }
    return { communication: row, alertId };
  });
  await events.publishSafely({
    companyId: radio.companyId,
    type: "radio.communication",
    id: communication.id,
  });
  if (alertId) await events.publishSafely({ companyId: radio.companyId, type: "radio.alert", id: alertId });
  return toApiCommunication(communication, lang);
}
