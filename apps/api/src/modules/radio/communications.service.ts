import { detectEmergency, MSG_RADIO, RADIO_RECOMMENDATIONS, type TLang } from "@hts/domain";
import { and, count, desc, eq, ilike } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agents, radioAlerts, radioChannels, radioCommunications, type radios } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { scopeCondition } from "../../lib/record-access.ts";
import { containsPattern } from "../../lib/search.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import type { EventBus } from "../events/event-bus.ts";
import { toApiCommunication } from "./radio.mapper.ts";

/** Agents read the transmissions of their own agent record. */
const communicationScope = (auth: AuthContext) =>
  scopeCondition({
    auth,
    kind: "radio-communication",
    own: (caller) => (caller.agentId ? eq(radioCommunications.agentId, caller.agentId) : undefined),
  });

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
