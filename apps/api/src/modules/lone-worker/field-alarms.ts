import { alarmStep, MSG_LONE_WORKER, renderServerText, type TServerText } from "@hts/domain";
import { eq } from "drizzle-orm";
import { agentPositions, agents, sites } from "../../db/schema.ts";
import type { Tx } from "../../lib/tenancy.ts";
import { raiseAlarm } from "../alarms/index.ts";

type Fix = { latitude: number; longitude: number; accuracy: number | null; recordedAt: Date };

/** "48.85661, 2.35222 (± 12 m, relevée 29/11/2026 10:02)" as a template, or "inconnue". */
export function positionText(fix: Fix | null): TServerText {
  if (!fix) return { text: MSG_LONE_WORKER.positionUnknown };
  return {
    text: MSG_LONE_WORKER.positionText,
    params: {
      lat: fix.latitude.toFixed(5),
      lng: fix.longitude.toFixed(5),
      accuracy: fix.accuracy === null ? "?" : String(Math.round(fix.accuracy)),
      at: { dateTime: fix.recordedAt.toISOString() },
    },
  };
}

/** The location column (searchable, language-free): the coordinates, or the site's name. */
const locationOf = (fix: Fix | null, siteName: string) =>
  fix
    ? `${fix.latitude.toFixed(5)}, ${fix.longitude.toFixed(5)}${fix.accuracy === null ? "" : ` (± ${Math.round(fix.accuracy)} m)`}`
    : siteName;

/**
 * A critical alarm about an agent in the field (missed lone-worker check, SOS), with his last known
 * position, raised through `raiseAlarm` inside the caller's transaction. Texts are templates rendered
 * in each reader's language (decision 014); the text columns keep the French.
 */
export async function raiseFieldAlarm({
  tx,
  companyId,
  agentId,
  siteId,
  kind,
  params,
  details,
  userId = null,
}: {
  tx: Tx;
  /** The account that raised it (the agent's, for an SOS); null for the job. */
  userId?: string | null;
  companyId: string;
  agentId: string;
  siteId: string;
  kind: "missed" | "sos";
  params: Record<string, TServerText | string | number | { dateTime: string }>;
  details: Record<string, unknown>;
}) {
  const [agent] = await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, agentId));
  const [site] = await tx.select({ id: sites.id, name: sites.name }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw new Error("site vanished");
  const [fix] = await tx
    .select({
      latitude: agentPositions.latitude,
      longitude: agentPositions.longitude,
      accuracy: agentPositions.accuracy,
      recordedAt: agentPositions.recordedAt,
    })
    .from(agentPositions)
    .where(eq(agentPositions.agentId, agentId));
  const all = { agent: agent?.name ?? "?", position: positionText(fix ?? null), ...params };
  const message =
    kind === "missed"
      ? {
          title: { text: MSG_LONE_WORKER.missedTitle, params: all },
          description: { text: MSG_LONE_WORKER.missedDescription, params: all },
          triggeredBy: { text: MSG_LONE_WORKER.missedTriggeredBy },
        }
      : {
          title: { text: MSG_LONE_WORKER.sosTitle, params: all },
          description: { text: MSG_LONE_WORKER.sosDescription, params: all },
          triggeredBy: { text: MSG_LONE_WORKER.sosTriggeredBy },
        };
  const now = new Date();
  return raiseAlarm({
    tx,
    companyId,
    site,
    alarm: {
      type: "autre",
      severity: "critique",
      title: renderServerText(message.title, "fr"),
      description: renderServerText(message.description, "fr"),
      location: locationOf(fix ?? null, site.name),
      triggeredBy: renderServerText(message.triggeredBy, "fr"),
      message,
      assignedAgentId: null,
      actions: [alarmStep(kind === "missed" ? MSG_LONE_WORKER.stepMissed : MSG_LONE_WORKER.stepSos, {}, now)],
    },
    by: { userId, details: { source: kind === "missed" ? "lone-worker" : "agent-sos", agentId, ...details } },
  });
}
