import { alarmStep, MSG_TOURS, renderServerText, type TAlarmSeverity, type TServerText } from "@hts/domain";
import { eq } from "drizzle-orm";
import { sites, type tourCheckpoints, tours } from "../../db/schema.ts";
import type { Tx } from "../../lib/tenancy.ts";
import { raiseAlarm } from "../alarms/index.ts";
import type { RunRow } from "./run-view.ts";

type Message = { title: TServerText; description: TServerText };

/**
 * An alarm about a tour, at the tour's severity, in the caller's transaction. Texts are templates
 * rendered in each reader's language (decision 014); the text columns keep the French.
 */
export async function raiseTourAlarm({
  tx,
  companyId,
  siteId,
  tourId,
  type,
  message,
  location,
  details,
  userId = null,
}: {
  tx: Tx;
  companyId: string;
  siteId: string;
  tourId: string;
  type: "autre" | "technique";
  message: Message;
  location: string;
  details: Record<string, unknown>;
  userId?: string | null;
}) {
  const [site] = await tx.select({ id: sites.id, name: sites.name }).from(sites).where(eq(sites.id, siteId));
  const [tour] = await tx.select({ severity: tours.severity }).from(tours).where(eq(tours.id, tourId));
  if (!site) throw new Error("site vanished");
  const full = { ...message, triggeredBy: { text: MSG_TOURS.triggeredBy } };
  return raiseAlarm({
    tx,
    companyId,
    site,
    alarm: {
      type,
      severity: (tour?.severity ?? "important") as TAlarmSeverity,
      title: renderServerText(full.title, "fr"),
      description: renderServerText(full.description, "fr"),
      location: location || site.name,
      triggeredBy: renderServerText(full.triggeredBy, "fr"),
      message: full,
      actions: [alarmStep(MSG_TOURS.stepRaised, {}, new Date())],
    },
    by: { userId, details: { source: "tours", tourId, ...details } },
    bellTitle: full.title,
  });
}

/** A 'non' to a checkpoint's question: an incident for the control room, at the tour's severity. */
export function raiseNoAnswerAlarm({
  tx,
  run,
  checkpoint,
  agentName,
  at,
  userId,
}: {
  tx: Tx;
  run: RunRow;
  checkpoint: typeof tourCheckpoints.$inferSelect;
  agentName: string;
  at: Date;
  userId: string;
}) {
  const params = {
    checkpoint: checkpoint.name,
    question: checkpoint.taskQuestion ?? "",
    agent: agentName,
    tour: run.tourName,
    at: { dateTime: at.toISOString() },
  };
  return raiseTourAlarm({
    tx,
    companyId: run.companyId,
    siteId: run.siteId,
    tourId: run.tourId,
    type: "technique",
    message: {
      title: { text: MSG_TOURS.noTitle, params },
      description: { text: MSG_TOURS.noDescription, params },
    },
    location: checkpoint.location || checkpoint.name,
    details: { runId: run.id, checkpointId: checkpoint.id, answer: "non" },
    userId,
  });
}
