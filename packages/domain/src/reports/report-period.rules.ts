import type { TServerText } from "../i18n/server-text.ts";
import { dayToFrench, dayToIso, isoToDay, isoWeekday, zoneClock } from "../planning/zone-clock.ts";

// Periods of the reports screen, as a French user means them, in Europe/Paris: "week" is Monday to
// Sunday, "month" the calendar month, "quarter" the calendar quarter, "year" the calendar year, each
// containing the reference day; "custom" the two days given. Both days are included; the instants
// returned bound the period as [start, end).

export const REPORT_PERIODS = ["week", "month", "quarter", "year", "custom"] as const;
export type TReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_LABELS: Record<TReportPeriod, string> = {
  week: "Semaine",
  month: "Mois",
  quarter: "Trimestre",
  year: "Année",
  custom: "Personnalisée",
};

export const REPORTS_TIME_ZONE = "Europe/Paris";

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

const SHORT_MONTHS = [
  "janv.",
  "févr.",
  "mars",
  "avr.",
  "mai",
  "juin",
  "juil.",
  "août",
  "sept.",
  "oct.",
  "nov.",
  "déc.",
];

export type TReportRange = {
  period: TReportPeriod;
  /** First and last local days, "YYYY-MM-DD", both included. */
  startDate: string;
  endDate: string;
  /** Instants (ms) of local midnight starting startDate and of the midnight after endDate. */
  start: number;
  end: number;
  /** "Janvier 2026", "Semaine du 12/01/2026 au 18/01/2026", "Du 03/01/2026 au 17/02/2026". */
  label: string;
  /** Chart bucket: a day up to two months, a week up to about six months, else a month. */
  granularity: TGranularity;
};

export type TGranularity = "day" | "week" | "month";

const ymd = (day: number) => dayToIso({ day }).split("-").map(Number) as [number, number, number];
const dayOf = (y: number, m: number, d = 1) => Date.UTC(y, m - 1, d) / 86_400_000;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** First and last day of the calendar period containing `day`. */
export function periodDays({ period, day }: { period: Exclude<TReportPeriod, "custom">; day: number }) {
  const [y, m] = ymd(day);
  if (period === "week") {
    const first = day - isoWeekday({ day });
    return { first, last: first + 6 };
  }
  if (period === "month") return { first: dayOf(y, m), last: dayOf(y, m + 1) - 1 };
  if (period === "quarter") {
    const firstMonth = Math.floor((m - 1) / 3) * 3 + 1;
    return { first: dayOf(y, firstMonth), last: dayOf(y, firstMonth + 3) - 1 };
  }
  return { first: dayOf(y, 1), last: dayOf(y + 1, 1) - 1 };
}

/** The wording of report periods and titles, rendered in the reader's language (decision 014). */
export const MSG_REPORT_PERIODS = {
  year: "Année {year}",
  firstQuarter: "1er trimestre {year}",
  quarter: "{n}e trimestre {year}",
  week: "Semaine du {from} au {to}",
  day: "Le {day}",
  range: "Du {from} au {to}",
  title: "Rapport {type} - {period}",
  titleWithSite: "Rapport {type} - {period} - {site}",
  allSites: "Tous les sites",
} as const;

/** A range of days as a text to render in the reader's language, naming a whole week, month, quarter or year. */
export function rangeText({ first, last }: { first: number; last: number }): TServerText {
  const [y, m, d] = ymd(first);
  const [ly, lm] = ymd(last);
  const nextDay = ymd(last + 1);
  const endsMonth = nextDay[2] === 1;
  const day = (n: number) => ({ day: dayToIso({ day: n }) });
  if (d === 1 && endsMonth && y === ly) {
    if (m === lm)
      return { text: "{month}", params: { month: { month: dayToIso({ day: first }).slice(0, 7) } } };
    if (m === 1 && lm === 12) return { text: MSG_REPORT_PERIODS.year, params: { year: String(y) } };
    if ((m - 1) % 3 === 0 && lm === m + 2) {
      const n = (m - 1) / 3 + 1;
      return {
        text: n === 1 ? MSG_REPORT_PERIODS.firstQuarter : MSG_REPORT_PERIODS.quarter,
        params: { n: String(n), year: String(y) },
      };
    }
  }
  if (last - first === 6 && isoWeekday({ day: first }) === 0)
    return { text: MSG_REPORT_PERIODS.week, params: { from: day(first), to: day(last) } };
  if (first === last) return { text: MSG_REPORT_PERIODS.day, params: { day: day(first) } };
  return { text: MSG_REPORT_PERIODS.range, params: { from: day(first), to: day(last) } };
}

/** The French label of a range of days, as stored with a report ("Janvier 2026", "Semaine du …"). */
export function rangeLabel({ first, last }: { first: number; last: number }): string {
  const { text, params = {} } = rangeText({ first, last });
  return text.replace(/\{(\w+)\}/g, (_whole, key: string) => {
    const value = params[key];
    if (typeof value === "string" || typeof value === "number") return String(value);
    if (value && "day" in value) return dayToFrench({ day: isoToDay({ date: value.day }) ?? 0 });
    if (value && "month" in value) {
      const [year, month] = value.month.split("-").map(Number) as [number, number];
      return `${capitalize(MONTHS[month - 1] as string)} ${year}`;
    }
    return "";
  });
}

export function granularityOf({ days }: { days: number }): TGranularity {
  if (days <= 62) return "day";
  if (days <= 190) return "week";
  return "month";
}

/**
 * The range of a report. Explicit days win when both are given (the dialog fills them from the period
 * preset); otherwise the calendar period containing `now` in Paris. Null when a custom period lacks
 * its days or the days are not real dates or out of order.
 */
export function reportRange({
  period,
  startDate,
  endDate,
  now,
  timeZone = REPORTS_TIME_ZONE,
}: {
  period: TReportPeriod;
  startDate?: string | null;
  endDate?: string | null;
  now: number;
  timeZone?: string;
}): TReportRange | null {
  const clock = zoneClock({ timeZone });
  let days: { first: number; last: number } | null;
  if (startDate && endDate) {
    const first = isoToDay({ date: startDate });
    const last = isoToDay({ date: endDate });
    days = first === null || last === null || last < first ? null : { first, last };
  } else if (period === "custom") {
    days = null;
  } else {
    days = periodDays({ period, day: clock.dayOf(now) });
  }
  if (!days) return null;
  return {
    period,
    startDate: dayToIso({ day: days.first }),
    endDate: dayToIso({ day: days.last }),
    start: clock.startOfDay(days.first),
    end: clock.startOfDay(days.last + 1),
    label: rangeLabel(days),
    granularity: granularityOf({ days: days.last - days.first + 1 }),
  };
}

/** The range of the same length just before (for "versus the previous period"). */
export function previousRange(range: TReportRange, timeZone = REPORTS_TIME_ZONE): TReportRange {
  const first = isoToDay({ date: range.startDate }) as number;
  const last = isoToDay({ date: range.endDate }) as number;
  const length = last - first + 1;
  const days =
    range.period === "month" || range.period === "quarter" || range.period === "year"
      ? periodDays({ period: range.period, day: first - 1 })
      : { first: first - length, last: first - 1 };
  const clock = zoneClock({ timeZone });
  return {
    ...range,
    startDate: dayToIso({ day: days.first }),
    endDate: dayToIso({ day: days.last }),
    start: clock.startOfDay(days.first),
    end: clock.startOfDay(days.last + 1),
    label: rangeLabel(days),
  };
}

/** The chart buckets of a range: their first day ("YYYY-MM-DD") and a short French label. */
export function rangeBuckets(range: TReportRange): { date: string; label: string }[] {
  const first = isoToDay({ date: range.startDate }) as number;
  const last = isoToDay({ date: range.endDate }) as number;
  const buckets: { date: string; label: string }[] = [];
  let day = bucketStart({ day: first, granularity: range.granularity });
  while (day <= last) {
    const [y, m, d] = ymd(day);
    const short = `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}`;
    const label =
      range.granularity === "day"
        ? short
        : range.granularity === "week"
          ? `Sem. du ${short}`
          : `${SHORT_MONTHS[m - 1]} ${y}`;
    buckets.push({ date: dayToIso({ day }), label });
    day = range.granularity === "day" ? day + 1 : range.granularity === "week" ? day + 7 : dayOf(y, m + 1);
  }
  return buckets;
}

/** The first day of the bucket holding `day` (a Monday for weeks, the 1st for months). */
export function bucketStart({ day, granularity }: { day: number; granularity: TGranularity }): number {
  if (granularity === "day") return day;
  if (granularity === "week") return day - isoWeekday({ day });
  const [y, m] = ymd(day);
  return dayOf(y, m);
}
