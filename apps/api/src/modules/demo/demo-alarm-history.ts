import {
  addDays,
  alarmStep,
  demoAlarmHistory,
  localDay,
  MSG_ALARMS,
  responseSeconds,
  weekdayOf,
} from "@hts/domain";
import { asc, eq } from "drizzle-orm";
import { alarms, sites } from "../../db/schema.ts";
import type { DemoContext } from "./demo-company.ts";

const TIME_ZONE = "Europe/Paris";

const TEXTS = {
  intrusion: {
    title: "Détection d'intrusion",
    description: "Détecteur volumétrique déclenché hors horaires",
    location: "Périmètre",
  },
  technique: {
    title: "Défaut technique",
    description: "Défaut d'alimentation signalé par la centrale",
    location: "Local technique",
  },
  sabotage: {
    title: "Tentative de sabotage",
    description: "Autoprotection d'un détecteur ouverte",
    location: "Façade",
  },
  autre: {
    title: "Anomalie signalée",
    description: "Issue de secours ouverte plus de 5 minutes",
    location: "Issue de secours",
  },
  incendie: {
    title: "Détection de fumée",
    description: "Détecteur optique déclenché, levée de doute effectuée",
    location: "Étage 1",
  },
} as const;

/** The instant of a Paris wall-clock time on a day (the offset of that day, summer or winter). */
function parisInstant(day: string, hour: number, minute: number): Date {
  const guess = Date.parse(`${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(guess));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return new Date(guess - (local - guess));
}

/**
 * 16 weeks of resolved alarms before today with the weekly rhythm of a security company (decision 042,
 * "Forecast and backtest"): what AI insights learn from on the demo company.
 */
export async function seedDemoAlarmHistory({ db, company, users }: DemoContext): Promise<void> {
  const siteRows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.companyId, company.id))
    .orderBy(asc(sites.createdAt), asc(sites.name));
  if (!siteRows.length) return;
  const operator = users.find((u) => u.role === "operator") ?? users[0];
  const today = localDay(new Date(), TIME_ZONE);
  const rows = demoAlarmHistory(weekdayOf(today), siteRows.length).map((a) => {
    const createdAt = parisInstant(addDays(today, -a.daysAgo), a.hour, a.minute);
    const takenAt = new Date(createdAt.getTime() + a.responseMinutes * 60_000);
    const resolvedAt = new Date(createdAt.getTime() + a.resolutionMinutes * 60_000);
    const text = TEXTS[a.type];
    return {
      companyId: company.id,
      siteId: siteRows[a.siteIndex]?.id as string,
      type: a.type,
      severity: a.severity,
      status: "resolved",
      title: text.title,
      description: text.description,
      location: text.location,
      triggeredBy: "Centrale d'alarme",
      actions: [
        alarmStep(MSG_ALARMS.raised, { name: "Centrale d'alarme" }, createdAt),
        alarmStep(MSG_ALARMS.taken, { name: operator?.name ?? "" }, takenAt),
        alarmStep(MSG_ALARMS.resolved, { name: operator?.name ?? "" }, resolvedAt),
      ],
      createdAt,
      takenAt,
      takenById: operator?.id ?? null,
      takenByName: operator?.name ?? null,
      resolvedAt,
      resolvedById: operator?.id ?? null,
      resolvedByName: operator?.name ?? null,
      // As everywhere in the alarms table: the time to resolution (alarms.rules responseSeconds).
      responseSeconds: responseSeconds({ createdAt, resolvedAt }),
    };
  });
  if (rows.length) await db.insert(alarms).values(rows);
}
