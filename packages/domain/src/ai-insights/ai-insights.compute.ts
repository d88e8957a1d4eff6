// The four insight answers computed from one company's data (decision 042). Pure: the API loads the
// data for the caller's company and renders the texts in the caller's language.

import type { TServerText } from "../i18n/server-text.ts";
import { RADIO_WARN } from "../radio/radio.rules.ts";
import { MSG_AI, MSG_AI_WORDS } from "./ai-insights.messages.ts";
import {
  addDays,
  backtestWeekday,
  dailyAnomalies,
  dailySeries,
  forecastWeekday,
  localDay,
  poissonQuantile,
  riskScore,
  SEVERITY_WEIGHTS,
  type TBacktest,
  type TRiskScore,
  type TTrendTest,
  trendTest,
  weekdayOf,
  windowAnomaly,
} from "./ai-insights.stats.ts";
import { periodRange, type TInsightData } from "./ai-insights.tools.ts";

export type TRender = (text: TServerText) => string;

const DAY_MS = 86_400_000;

export const RECOMMENDATION_RULES = {
  /** A camera offline longer than this is a recommendation. */
  cameraOfflineHours: 24,
  /** A critical alarm still active after this long is a recommendation. */
  criticalOpenHours: 2,
  /** Professional cards expiring within this many days (or already expired). */
  cardDays: 30,
  /** Refusals at one access point over 7 days that call for a look. */
  refusalsPerWeek: 5,
  /** Incidents in one hour of the day over 30 days that make it a "risky hour". */
  incidentsPerHour: 3,
} as const;

type TSiteRisk = { site_id: string; site_name: string } & TRiskScore;

function severityWeight(severity: string) {
  return SEVERITY_WEIGHTS[severity] ?? 1;
}

/** Cancelled shifts of the next 7 days that no other shift of the same site covers. */
function uncoveredShifts(data: TInsightData) {
  const now = Date.parse(data.now);
  const horizon = now + 7 * DAY_MS;
  const live = data.shifts.filter((s) => s.status !== "cancelled");
  return data.shifts.filter((s) => {
    const start = Date.parse(s.startsAt);
    if (s.status !== "cancelled" || start < now || start > horizon) return false;
    const end = Date.parse(s.endsAt);
    return !live.some(
      (o) => o.siteId === s.siteId && Date.parse(o.startsAt) <= start && Date.parse(o.endsAt) >= end,
    );
  });
}

function riskOf(data: TInsightData, siteId: string | null): TRiskScore {
  const now = Date.parse(data.now);
  const mine = <T extends { siteId: string }>(rows: T[]) =>
    siteId ? rows.filter((r) => r.siteId === siteId) : rows;
  const alarms = mine(data.alarms);
  let recent = 0;
  let baseline = 0;
  for (const a of alarms) {
    const age = now - Date.parse(a.createdAt);
    if (age < 7 * DAY_MS) recent += severityWeight(a.severity);
    else if (age < 63 * DAY_MS) baseline += severityWeight(a.severity);
  }
  const cameras = mine(data.cameras);
  return riskScore({
    recentWeighted: recent,
    baselineWeekly: baseline / 8,
    openCritical: alarms.filter((a) => a.status === "active" && a.severity === "critique").length,
    camerasOffline: cameras.filter((c) => c.status !== "online").length,
    camerasTotal: cameras.length,
    uncoveredShifts: mine(uncoveredShifts(data)).length,
  });
}

export type TTrendOut = TTrendTest & { explanation: string };

function trendOf(data: TInsightData, render: TRender): TTrendOut {
  const today = localDay(data.now, data.timeZone);
  // The 30 complete days before today.
  const series = dailySeries(
    data.alarms.map((a) => a.createdAt),
    addDays(today, -1),
    30,
    data.timeZone,
  );
  const test = trendTest(series);
  return {
    ...test,
    explanation: render({
      text: MSG_AI.trendExplanation,
      params: { recent: test.recent, previous: test.previous, p: test.pValue },
    }),
  };
}

/** History start: the first day with an alarm, at most 112 days back; the series ends yesterday. */
function historySeries(data: TInsightData, siteId: string | null) {
  const today = localDay(data.now, data.timeZone);
  const rows = siteId ? data.alarms.filter((a) => a.siteId === siteId) : data.alarms;
  // Days as "YYYY-MM-DD" sort as text: the later of the first alarm's day and 112 days back.
  const first = data.alarms.map((a) => localDay(a.createdAt, data.timeZone)).sort()[0] ?? today;
  const start = [first, addDays(today, -112)].sort()[1] ?? today;
  const days = Math.max(
    0,
    Math.round((Date.parse(`${today}T12:00:00Z`) - Date.parse(`${start}T12:00:00Z`)) / DAY_MS),
  );
  const series = days
    ? dailySeries(
        rows.map((a) => a.createdAt),
        addDays(today, -1),
        days,
        data.timeZone,
      )
    : [];
  return { series, firstWeekday: weekdayOf(start), today };
}

export type TForecastDay = { date: string; mean: number; low: number; high: number };

function forecastOf(data: TInsightData, siteId: string | null, horizon = 7): TForecastDay[] {
  const { series, firstWeekday, today } = historySeries(data, siteId);
  if (!series.length)
    return Array.from({ length: horizon }, (_, i) => ({ date: addDays(today, i), mean: 0, low: 0, high: 0 }));
  return forecastWeekday(series, firstWeekday, horizon).map((f, i) => ({ date: addDays(today, i), ...f }));
}

export function dashboardInsights(data: TInsightData, render: TRender, totalAgents: number) {
  const company = riskOf(data, null);
  const sites: TSiteRisk[] = data.sites
    .map((s) => ({ site_id: s.id, site_name: s.name, ...riskOf(data, s.id) }))
    .sort((a, b) => b.score - a.score || a.site_name.localeCompare(b.site_name));
  const now = Date.parse(data.now);
  const forecast = forecastOf(data, null, 7);
  const total = forecast.reduce((sum, d) => sum + d.mean, 0);
  return {
    risk_score: company.score,
    risk_level: company.level,
    risk_factors: company.factors,
    total_sites: data.sites.length,
    total_agents: totalAgents,
    recent_incidents: data.alarms.filter((a) => now - Date.parse(a.createdAt) < 7 * DAY_MS).length,
    trend: trendOf(data, render),
    forecast_7_days: {
      total: Math.round(total * 10) / 10,
      low: poissonQuantile(0.05, total),
      high: poissonQuantile(0.95, total),
      days: forecast,
    },
    sites: sites.map((s) => ({
      site_id: s.site_id,
      site_name: s.site_name,
      risk_score: s.score,
      risk_level: s.level,
      factors: s.factors,
    })),
    sites_at_risk: sites
      .filter((s) => s.score >= 30)
      .map((s) => ({ site_id: s.site_id, site_name: s.site_name, risk_score: s.score, risk_level: s.level })),
  };
}

const median = (values: number[]) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);
const minutes = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function incidentAnalysis(data: TInsightData, render: TRender) {
  const today = localDay(data.now, data.timeZone);
  const from = addDays(today, -29);
  const siteName = new Map(data.sites.map((s) => [s.id, s.name]));
  const recent = data.alarms.filter((a) => localDay(a.createdAt, data.timeZone) >= from);
  const hourFormat = new Intl.DateTimeFormat("en-GB", {
    timeZone: data.timeZone,
    hour: "2-digit",
    hourCycle: "h23",
  });
  const bySite = new Map<string, number>();
  const byType = new Map<string, number>();
  const byHour = new Array<number>(24).fill(0);
  const byWeekday = new Array<number>(7).fill(0); // Monday first
  const bySiteType = new Map<string, number>();
  for (const a of recent) {
    bySite.set(a.siteId, (bySite.get(a.siteId) ?? 0) + 1);
    byType.set(a.type, (byType.get(a.type) ?? 0) + 1);
    const hour = Number(hourFormat.format(new Date(a.createdAt))) % 24;
    byHour[hour] = (byHour[hour] ?? 0) + 1;
    const wd = (weekdayOf(localDay(a.createdAt, data.timeZone)) + 6) % 7;
    byWeekday[wd] = (byWeekday[wd] ?? 0) + 1;
    const key = `${a.siteId}|${a.type}`;
    bySiteType.set(key, (bySiteType.get(key) ?? 0) + 1);
  }
  const responses = recent
    .filter((a) => a.responseSeconds !== null)
    .map((a) => (a.responseSeconds ?? 0) / 60);
  const resolutions = recent
    .filter((a) => a.resolvedAt)
    .map((a) => (Date.parse(a.resolvedAt ?? a.createdAt) - Date.parse(a.createdAt)) / 60_000);
  const typeWord = (type: string) =>
    type in MSG_AI_WORDS ? { text: MSG_AI_WORDS[type as keyof typeof MSG_AI_WORDS] } : type;
  const recurring = [...bySiteType]
    .filter(([, n]) => n >= 3)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([key, n]) => {
      const [siteId = "", type = ""] = key.split("|");
      const site = siteName.get(siteId) ?? "?";
      return {
        site_id: siteId,
        site_name: site,
        type,
        count: n,
        explanation: render({ text: MSG_AI.recurring, params: { site, n, type: typeWord(type) } }),
      };
    });
  // Anomalies: a day of a site far above its own baseline, or a site's last week far above it.
  const anomalies: {
    kind: "day" | "site";
    site_id: string;
    site_name: string;
    date: string;
    count: number;
    expected: number;
    p_value: number;
    explanation: string;
  }[] = [];
  const lastDay = addDays(today, -1);
  for (const site of data.sites) {
    const series = dailySeries(
      data.alarms.filter((a) => a.siteId === site.id).map((a) => a.createdAt),
      lastDay,
      35,
      data.timeZone,
    );
    for (const found of dailyAnomalies(series, 7)) {
      const date = addDays(lastDay, found.index - 34);
      anomalies.push({
        kind: "day",
        site_id: site.id,
        site_name: site.name,
        date,
        count: found.count,
        expected: found.expected,
        p_value: found.pValue,
        explanation: render({
          text: MSG_AI.anomalyDay,
          params: {
            site: site.name,
            n: found.count,
            day: { date },
            expected: found.expected,
            p: found.pValue,
          },
        }),
      });
    }
    const week = windowAnomaly(series, 7);
    if (week)
      anomalies.push({
        kind: "site",
        site_id: site.id,
        site_name: site.name,
        date: lastDay,
        count: week.count,
        expected: week.expected,
        p_value: week.pValue,
        explanation: render({
          text: MSG_AI.anomalySite,
          params: { site: site.name, n: week.count, expected: week.expected, p: week.pValue },
        }),
      });
  }
  anomalies.sort((a, b) => a.p_value - b.p_value);
  const trend = trendOf(data, render);
  return {
    period: { from, to: today },
    risk_score: riskOf(data, null).score,
    trend_analysis: trend.trend,
    trend,
    total_incidents: recent.length,
    patterns: {
      by_site: [...bySite]
        .map(([id, count]) => ({ site_id: id, site_name: siteName.get(id) ?? "?", count }))
        .sort((a, b) => b.count - a.count),
      by_type: [...byType].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count),
      by_hour: byHour.map((count, hour) => ({ hour, count })),
      by_weekday: byWeekday.map((count, index) => ({ weekday: index + 1, count })),
    },
    response_times: {
      avg_response_minutes: minutes(mean(responses)),
      median_response_minutes: minutes(median(responses)),
      avg_resolution_minutes: minutes(mean(resolutions)),
      median_resolution_minutes: minutes(median(resolutions)),
      resolved: recent.filter((a) => a.status === "resolved").length,
      open: recent.filter((a) => a.status === "active").length,
    },
    recurring,
    anomalies,
  };
}

export function predictions(data: TInsightData) {
  const { series, firstWeekday } = historySeries(data, null);
  const next7 = forecastOf(data, null, 7);
  const next30 = forecastOf(data, null, 30);
  const backtest: TBacktest | null = backtestWeekday(series, firstWeekday);
  const total30 = next30.reduce((sum, d) => sum + d.mean, 0);
  return {
    model: "weekday-seasonal" as const,
    interval: 0.9,
    history_days: series.length,
    // The measured coverage of the 90 % interval on the backtest, as a percentage; null without one.
    confidence_score: backtest ? Math.round(backtest.coverage * 100) : null,
    next_7_days: next7,
    next_30_days: {
      total: Math.round(total30 * 10) / 10,
      low: poissonQuantile(0.05, total30),
      high: poissonQuantile(0.95, total30),
    },
    by_site: data.sites.map((s) => ({ site_id: s.id, site_name: s.name, days: forecastOf(data, s.id, 7) })),
    backtest: backtest && {
      days: backtest.days,
      model_mae: backtest.modelMae,
      naive_mae: backtest.naiveMae,
      improvement: backtest.improvement,
      beats_naive: backtest.beatsNaive,
      coverage: backtest.coverage,
    },
  };
}

export type TRecommendationKind =
  | "critical_unresolved"
  | "camera_offline"
  | "card_expiring"
  | "planning_conflicts"
  | "access_refusals"
  | "radio_battery"
  | "uncovered_hours";

export type TRecommendation = {
  id: string;
  kind: TRecommendationKind;
  /** 1 urgent, 2 soon, 3 to plan. */
  priority: 1 | 2 | 3;
  reason: string;
  link: string;
  figures: Record<string, number | string>;
};

export function recommendations(data: TInsightData, render: TRender): TRecommendation[] {
  const R = RECOMMENDATION_RULES;
  const now = Date.parse(data.now);
  const today = localDay(data.now, data.timeZone);
  const siteName = new Map(data.sites.map((s) => [s.id, s.name]));
  const site = (id: string | null) => (id ? (siteName.get(id) ?? "?") : "?");
  const out: TRecommendation[] = [];

  for (const a of data.alarms) {
    const hours = (now - Date.parse(a.createdAt)) / 3_600_000;
    if (a.status === "active" && a.severity === "critique" && hours >= R.criticalOpenHours)
      out.push({
        id: `alarm-${a.id}`,
        kind: "critical_unresolved",
        priority: 1,
        reason: render({
          text: MSG_AI.recCriticalOpen,
          params: { title: a.title, site: site(a.siteId), hours: Math.floor(hours) },
        }),
        link: `/dashboard/alarms?alarm=${a.id}`,
        figures: { hours: Math.floor(hours) },
      });
  }
  for (const c of data.cameras) {
    if (c.status === "online" || !c.since) continue;
    const hours = (now - Date.parse(c.since)) / 3_600_000;
    if (hours >= R.cameraOfflineHours)
      out.push({
        id: `camera-${c.id}`,
        kind: "camera_offline",
        priority: hours >= 72 ? 1 : 2,
        reason: render({
          text: MSG_AI.recCameraOffline,
          params: { camera: c.name, site: site(c.siteId), since: { dateTime: c.since } },
        }),
        link: `/dashboard/cameras?camera=${c.id}`,
        figures: { hours: Math.floor(hours) },
      });
  }
  const limit = addDays(today, R.cardDays);
  for (const agent of data.agents) {
    const expiry = agent.professionalCardExpiry;
    if (!expiry || expiry > limit) continue;
    const expired = expiry < today;
    out.push({
      id: `card-${agent.id}`,
      kind: "card_expiring",
      priority: expired || expiry <= addDays(today, 7) ? 1 : 2,
      reason: render({
        text: expired ? MSG_AI.recCardExpired : MSG_AI.recCardExpiring,
        params: { agent: agent.name, date: { date: expiry } },
      }),
      link: `/dashboard/planning?agent=${agent.id}`,
      figures: { expiry },
    });
  }
  const nextWeek = periodRange("next_week", today);
  const conflicts = data.conflicts.filter((c) => c.date >= nextWeek.from && c.date <= nextWeek.to);
  if (conflicts.length)
    out.push({
      id: `conflicts-${nextWeek.from}`,
      kind: "planning_conflicts",
      priority: conflicts.some((c) => c.severity === "critical") ? 1 : 2,
      reason: render({
        text: MSG_AI.recConflicts,
        params: {
          n: conflicts.length,
          period: { text: MSG_AI.period, params: { from: { day: nextWeek.from }, to: { day: nextWeek.to } } },
        },
      }),
      link: `/dashboard/planning-advanced?start_date=${nextWeek.from}`,
      figures: { n: conflicts.length, from: nextWeek.from, to: nextWeek.to },
    });
  const byPoint = new Map<string, { siteId: string | null; n: number }>();
  for (const r of data.accessRefusals) {
    if (now - Date.parse(r.at) > 7 * DAY_MS) continue;
    const entry = byPoint.get(r.point) ?? { siteId: r.siteId, n: 0 };
    entry.n += 1;
    byPoint.set(r.point, entry);
  }
  for (const [point, { siteId, n }] of byPoint)
    if (n >= R.refusalsPerWeek)
      out.push({
        id: `refusals-${point}`,
        kind: "access_refusals",
        priority: n >= 3 * R.refusalsPerWeek ? 1 : 2,
        reason: render({ text: MSG_AI.recRefusals, params: { point, site: site(siteId), n } }),
        link: "/dashboard/access",
        figures: { n },
      });
  // Radios whose last reading is at or under the fleet's low-battery warning (the radio screen's rule).
  for (const radio of data.radios ?? [])
    if (radio.battery !== null && radio.battery <= RADIO_WARN.battery)
      out.push({
        id: `radio-${radio.id}`,
        kind: "radio_battery",
        priority: radio.battery <= 5 ? 1 : 2,
        reason: render({
          text: MSG_AI.recRadioBattery,
          params: {
            radio: radio.serialNumber,
            agent: radio.agentName ?? { text: MSG_AI.recRadioNoAgent },
            battery: radio.battery,
          },
        }),
        link: "/dashboard/radio",
        figures: { battery: radio.battery },
      });
  // Hours of the day with repeated incidents on a site and no agent scheduled there in the next 7 days.
  const hourFormat = new Intl.DateTimeFormat("en-GB", {
    timeZone: data.timeZone,
    hour: "2-digit",
    hourCycle: "h23",
  });
  const from30 = now - 30 * DAY_MS;
  for (const s of data.sites) {
    const counts = new Array<number>(24).fill(0);
    for (const a of data.alarms)
      if (a.siteId === s.id && Date.parse(a.createdAt) >= from30) {
        const hour = Number(hourFormat.format(new Date(a.createdAt))) % 24;
        counts[hour] = (counts[hour] ?? 0) + 1;
      }
    const covered = new Array<boolean>(24).fill(false);
    for (const shift of data.shifts) {
      if (shift.siteId !== s.id || shift.status === "cancelled") continue;
      const start = Math.max(Date.parse(shift.startsAt), now);
      const end = Math.min(Date.parse(shift.endsAt), now + 7 * DAY_MS);
      for (let t = start; t < end; t += 3_600_000)
        covered[Number(hourFormat.format(new Date(t))) % 24] = true;
    }
    const risky = counts
      .map((n, hour) => ({ n, hour }))
      .filter((h) => h.n >= R.incidentsPerHour && !covered[h.hour]);
    if (!risky.length) continue;
    const n = risky.reduce((sum, h) => sum + h.n, 0);
    // Contiguous hours as one slot: "1 h-4 h" reads better than three hours.
    const slots: string[] = [];
    let start = -1;
    for (let h = 0; h <= 24; h++) {
      const isRisky = h < 24 && risky.some((r) => r.hour === h);
      if (isRisky && start < 0) start = h;
      if (!isRisky && start >= 0) {
        slots.push(`${start} h-${h} h`);
        start = -1;
      }
    }
    out.push({
      id: `hours-${s.id}`,
      kind: "uncovered_hours",
      priority: n >= 10 ? 1 : 2,
      reason: render({
        text: MSG_AI.recUncoveredHours,
        params: { site: s.name, n, hours: slots.join(", ") },
      }),
      link: "/dashboard/planning-advanced",
      figures: { n, hours: risky.map((h) => h.hour).join(",") },
    });
  }
  const rank: Record<TRecommendationKind, number> = {
    critical_unresolved: 0,
    camera_offline: 1,
    uncovered_hours: 2,
    card_expiring: 3,
    planning_conflicts: 4,
    access_refusals: 5,
    radio_battery: 6,
  };
  return out.sort(
    (a, b) => a.priority - b.priority || rank[a.kind] - rank[b.kind] || a.id.localeCompare(b.id),
  );
}
