// The daily activity report of one shift (issue 23), built from its logbook entries and tours: what the
// security report draft holds. Pure, so the job, its tests and the bench share it.

import type { TSecurityIncidentType } from "../security-reports/security-reports.rules.ts";
import { isIncident } from "./logbook.rules.ts";
import type { TLogbookSeverity } from "./logbook.schemas.ts";

/** One tour walked during the shift, as the tours module reports it (wired at merge). */
export type TTourActivity = {
  tour_name: string;
  run_id: string;
  started_at: string;
  finished_at: string | null;
  status: string;
  checkpoints: {
    name: string;
    scanned_at: string | null;
    status: string;
    method: string;
    answer: string | null;
    photo_id: string | null;
    flagged: boolean;
  }[];
};

export type TActivityEntry = {
  category: string;
  severity: TLogbookSeverity;
  text: string;
  occurredAt: Date;
  photoIds: string[];
  alarmRaised: boolean;
};

export type TActivityReportContent = {
  periodStart: string;
  periodEnd: string;
  incidents: { type: TSecurityIncidentType; description: string; measuresTaken: string | null }[];
  interventions: { description: string; agentName: string; time: string }[];
  photoIds: string[];
  counts: { entries: number; incidents: number; photos: number; tours: number };
};

const parisParts = (at: Date) => {
  const parts = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${get("year")}-${get("month")}-${get("day")}`, clock: `${get("hour")}:${get("minute")}` };
};
/** "2026-11-28T22:15", Paris time: the report's datetime-local time format. */
export const parisLocal = (at: Date) => {
  const p = parisParts(at);
  return `${p.day}T${p.clock}`;
};
export const parisDay = (at: Date) => parisParts(at).day;

const INCIDENT_TYPE: Record<string, TSecurityIncidentType> = {
  intrusion: "intrusion",
  "incendie / fumée": "incendie",
  dégradation: "vandalisme",
};

function tourLine(tour: TTourActivity): string {
  const done = tour.checkpoints.filter((c) => c.scanned_at !== null);
  const missed = tour.checkpoints.filter((c) => c.scanned_at === null).map((c) => c.name);
  const flagged = tour.checkpoints.filter((c) => c.flagged).map((c) => c.name);
  const answers = tour.checkpoints.filter((c) => c.answer !== null).map((c) => `${c.name} : ${c.answer}`);
  return [
    `Ronde « ${tour.tour_name} » (${tour.status}) : ${done.length}/${tour.checkpoints.length} points`,
    missed.length > 0 ? `non scannés : ${missed.join(", ")}` : null,
    flagged.length > 0 ? `signalés : ${flagged.join(", ")}` : null,
    answers.length > 0 ? `réponses : ${answers.join(" ; ")}` : null,
  ]
    .filter(Boolean)
    .join(" — ");
}

/**
 * The report's content: incidents (entries above 'info'), interventions (plain entries and tours, in
 * time order), every photo once in time order, and the counts for the summary.
 */
export function buildActivityReport({
  shift,
  agentName,
  entries,
  tours,
}: {
  shift: { startsAt: Date; endsAt: Date };
  agentName: string;
  entries: readonly TActivityEntry[];
  tours: readonly TTourActivity[];
}): TActivityReportContent {
  const sorted = [...entries].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const incidents = sorted.filter((e) => isIncident(e.severity));
  const lines = [
    ...sorted
      .filter((e) => !isIncident(e.severity))
      .map((e) => ({ at: e.occurredAt, description: `${e.category} : ${e.text}` })),
    ...tours.map((t) => ({ at: new Date(t.started_at), description: tourLine(t) })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const photoIds = [
    ...new Set([
      ...sorted.flatMap((e) => e.photoIds),
      ...tours.flatMap((t) => t.checkpoints.flatMap((c) => (c.photo_id ? [c.photo_id] : []))),
    ]),
  ];
  return {
    periodStart: parisDay(shift.startsAt),
    periodEnd: parisDay(shift.endsAt),
    incidents: incidents.map((e) => ({
      type: INCIDENT_TYPE[e.category.trim().toLowerCase()] ?? (e.alarmRaised ? "alarme_declenchee" : "autre"),
      description: `${parisParts(e.occurredAt).clock} — ${e.category} (${e.severity}) : ${e.text}`,
      measuresTaken: e.alarmRaised ? "Alarme levée depuis l'application agent" : null,
    })),
    interventions: lines.map((l) => ({ description: l.description, agentName, time: parisLocal(l.at) })),
    photoIds,
    counts: {
      entries: sorted.length,
      incidents: incidents.length,
      photos: photoIds.length,
      tours: tours.length,
    },
  };
}
