import { DEFAULT_LOGBOOK_CATEGORIES, type TLogbookSeverity } from "./logbook.schemas.ts";

/** The company's logbook categories (`settings.logbook.categories`), or the defaults. */
export function logbookCategoriesOf(settings: unknown): string[] {
  const raw = (settings as { logbook?: { categories?: unknown } } | null)?.logbook?.categories;
  if (!Array.isArray(raw)) return [...DEFAULT_LOGBOOK_CATEGORIES];
  const names = raw
    .filter((c): c is string => typeof c === "string" && c.trim().length > 0)
    .map((c) => c.trim());
  return names.length > 0 ? [...new Set(names)] : [...DEFAULT_LOGBOOK_CATEGORIES];
}

/** An entry above 'info' is an incident: it goes into the report's incident table and the figures. */
export const isIncident = (severity: TLogbookSeverity) => severity !== "info";

/**
 * Whether an entry written at `at` belongs to the shift: between its start and its end, with a grace
 * after the end for the last lines written while handing over (minutes).
 */
export function entryWithinShift({
  startsAt,
  endsAt,
  at,
  graceMin = 30,
}: {
  startsAt: Date;
  endsAt: Date;
  at: Date;
  graceMin?: number;
}): boolean {
  return at.getTime() >= startsAt.getTime() && at.getTime() <= endsAt.getTime() + graceMin * 60_000;
}

/** The alarm severity an entry raises: 'info' asked to raise one is at least 'faible'. */
export const alarmSeverityOf = (severity: TLogbookSeverity) => (severity === "info" ? "faible" : severity);

const ALARM_TYPE_BY_CATEGORY: Record<
  string,
  "intrusion" | "incendie" | "technique" | "medical" | "sabotage"
> = {
  intrusion: "intrusion",
  "incendie / fumée": "incendie",
  "anomalie technique": "technique",
  "secours à personne": "medical",
  dégradation: "sabotage",
};

/** The alarm type an entry raises, read from its category (a company's own category raises 'autre'). */
export const alarmTypeOfCategory = (category: string) =>
  ALARM_TYPE_BY_CATEGORY[category.trim().toLowerCase()] ?? "autre";
