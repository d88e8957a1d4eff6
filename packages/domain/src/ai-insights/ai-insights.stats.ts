// The statistics behind AI insights (decision 042): plain, documented models on daily counts, no
// network and no randomness, so that a manager can check every figure by hand.

/** Severity weights of an incident in the risk score: a critical alarm counts four minor ones. */
export const SEVERITY_WEIGHTS: Readonly<Record<string, number>> = {
  critique: 4,
  important: 3,
  moyen: 2,
  faible: 1,
};

export const RISK_LIMITS = {
  /** Points for incidents at exactly the site's own baseline; twice the baseline gives the cap. */
  incidentsAtBaseline: 20,
  incidentsCap: 40,
  /** Points per open critical alarm, and their cap. */
  perOpenCritical: 10,
  openCriticalCap: 30,
  /** Points when every camera is offline (proportional below). */
  camerasCap: 15,
  /** Points per uncovered (cancelled, not replaced) shift of the next 7 days, and their cap. */
  perUncoveredShift: 5,
  uncoveredCap: 15,
} as const;

export type TRiskLevel = "low" | "medium" | "high";

/** Spec part 2, section 4: below 30 green, 30 to below 60 yellow, 60 and above red. */
export function riskLevel(score: number): TRiskLevel {
  if (score >= 60) return "high";
  if (score >= 30) return "medium";
  return "low";
}

export type TRiskInput = {
  /** Severity-weighted incidents of the last 7 days. */
  recentWeighted: number;
  /** The site's own baseline: mean severity-weighted incidents per 7 days over the 8 weeks before. */
  baselineWeekly: number;
  openCritical: number;
  camerasOffline: number;
  camerasTotal: number;
  uncoveredShifts: number;
};

export type TRiskFactor = {
  key: "incidents" | "openCritical" | "camerasOffline" | "uncoveredShifts";
  points: number;
  max: number;
  /** The numbers behind the points. */
  value: number;
  reference?: number;
};

export type TRiskScore = { score: number; level: TRiskLevel; factors: TRiskFactor[] };

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Risk score 0-100, the sum of four capped factors:
 * - incidents: 20 × (weighted incidents of the last 7 days ÷ the site's weekly baseline), capped at 40
 *   (a baseline under 1 counts as 1, so a quiet site is not scored on a division by almost nothing);
 * - open critical alarms: 10 each, capped at 30;
 * - cameras offline: 15 × offline ÷ total;
 * - uncovered shifts in the next 7 days: 5 each, capped at 15.
 */
export function riskScore(input: TRiskInput): TRiskScore {
  const L = RISK_LIMITS;
  const baseline = Math.max(1, input.baselineWeekly);
  const incidents = clamp((L.incidentsAtBaseline * input.recentWeighted) / baseline, 0, L.incidentsCap);
  const critical = clamp(L.perOpenCritical * input.openCritical, 0, L.openCriticalCap);
  const cameras = input.camerasTotal > 0 ? (L.camerasCap * input.camerasOffline) / input.camerasTotal : 0;
  const uncovered = clamp(L.perUncoveredShift * input.uncoveredShifts, 0, L.uncoveredCap);
  const factors: TRiskFactor[] = [
    {
      key: "incidents",
      points: round1(incidents),
      max: L.incidentsCap,
      value: input.recentWeighted,
      reference: round1(input.baselineWeekly),
    },
    { key: "openCritical", points: round1(critical), max: L.openCriticalCap, value: input.openCritical },
    {
      key: "camerasOffline",
      points: round1(cameras),
      max: L.camerasCap,
      value: input.camerasOffline,
      reference: input.camerasTotal,
    },
    { key: "uncoveredShifts", points: round1(uncovered), max: L.uncoveredCap, value: input.uncoveredShifts },
  ];
  const score = Math.round(clamp(incidents + critical + cameras + uncovered, 0, 100));
  return { score, level: riskLevel(score), factors };
}

// ---- Exact tails of the binomial and Poisson laws ----

const logFactorials: number[] = [0];
function logFactorial(n: number): number {
  for (let k = logFactorials.length; k <= n; k++)
    logFactorials[k] = (logFactorials[k - 1] ?? 0) + Math.log(k);
  return logFactorials[n] ?? 0;
}

function binomialPmf(k: number, n: number, p: number): number {
  if (p <= 0) return k === 0 ? 1 : 0;
  if (p >= 1) return k === n ? 1 : 0;
  return Math.exp(
    logFactorial(n) - logFactorial(k) - logFactorial(n - k) + k * Math.log(p) + (n - k) * Math.log(1 - p),
  );
}

/** Exact two-sided binomial test of `k` successes in `n` trials with probability `p` (sum of the outcomes no more likely than k). */
export function binomialTwoSided(k: number, n: number, p = 0.5): number {
  if (n === 0) return 1;
  const observed = binomialPmf(k, n, p);
  let total = 0;
  for (let i = 0; i <= n; i++) {
    const pmf = binomialPmf(i, n, p);
    if (pmf <= observed * (1 + 1e-9)) total += pmf;
  }
  return Math.min(1, total);
}

/** P(X >= k) for X ~ Poisson(lambda). */
export function poissonUpperTail(k: number, lambda: number): number {
  if (k <= 0) return 1;
  if (lambda <= 0) return 0;
  let cdf = 0;
  let term = Math.exp(-lambda);
  for (let i = 0; i < k; i++) {
    cdf += term;
    term *= lambda / (i + 1);
  }
  return Math.max(0, 1 - cdf);
}

/** The smallest k with P(X <= k) >= q for X ~ Poisson(lambda). */
export function poissonQuantile(q: number, lambda: number): number {
  if (lambda <= 0) return 0;
  let k = 0;
  let term = Math.exp(-lambda);
  let cdf = term;
  while (cdf < q && k < 10_000) {
    k += 1;
    term *= lambda / k;
    cdf += term;
  }
  return k;
}

// ---- Trend over 30 days ----

export type TTrend = "stable" | "hausse" | "baisse";

export type TTrendTest = {
  trend: TTrend;
  /** Incidents in the first and the second half of the window (15 days each). */
  previous: number;
  recent: number;
  pValue: number;
  test: "poisson-rate-comparison";
  alpha: number;
};

/**
 * Trend of the last 30 daily counts (oldest first): a comparison of two Poisson rates, the 15 recent
 * days against the 15 before. Under "no change" the recent count given the total is Binomial(n, 1/2);
 * the exact two-sided p-value below `alpha` (0.05) says hausse or baisse, otherwise stable.
 */
export function trendTest(daily: number[], alpha = 0.05): TTrendTest {
  const window = daily.slice(-30);
  const half = Math.floor(window.length / 2);
  const previous = sum(window.slice(0, window.length - half));
  const recent = sum(window.slice(window.length - half));
  // Unequal halves (a short history) compare rates with the matching probability.
  const p = window.length ? half / window.length : 0.5;
  const pValue = binomialTwoSided(recent, previous + recent, p);
  const expected = (previous + recent) * p;
  const trend: TTrend = pValue >= alpha ? "stable" : recent > expected ? "hausse" : "baisse";
  return { trend, previous, recent, pValue: round4(pValue), test: "poisson-rate-comparison", alpha };
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

// ---- Anomalies ----

export type TAnomaly = {
  /** Index of the day in the series (0 = oldest), or of the last day of the window for a window. */
  index: number;
  count: number;
  expected: number;
  pValue: number;
};

export const ANOMALY_RULES = {
  /** Days of history a day is compared with. */
  baselineDays: 28,
  /** Below this many incidents nothing is called an anomaly, however quiet the baseline. */
  minCount: 3,
  /** One-sided Poisson tail under which a count is "far above" its baseline. */
  alpha: 0.01,
} as const;

/**
 * Days far above their own baseline: for each of the last `lookback` days, the mean of the 28 days
 * before it is the expected count λ (at least 0.1 so a never-seen incident is still measured); the day
 * is an anomaly when it has at least 3 incidents and P(X >= count | Poisson(λ)) < 0.01.
 */
export function dailyAnomalies(daily: number[], lookback = 7): TAnomaly[] {
  const found: TAnomaly[] = [];
  const { baselineDays, minCount, alpha } = ANOMALY_RULES;
  for (let index = Math.max(0, daily.length - lookback); index < daily.length; index++) {
    const history = daily.slice(Math.max(0, index - baselineDays), index);
    if (history.length < 7) continue;
    const count = daily[index] ?? 0;
    const expected = Math.max(0.1, sum(history) / history.length);
    if (count < minCount) continue;
    const pValue = poissonUpperTail(count, expected);
    if (pValue < alpha) found.push({ index, count, expected: round1(expected), pValue: round4(pValue) });
  }
  return found;
}

/**
 * A window (the last `window` days, 7 by default) far above the same series' baseline: expected is
 * the mean daily count of the 28 days before the window times its length; same thresholds as a day.
 */
export function windowAnomaly(daily: number[], window = 7): TAnomaly | null {
  const { baselineDays, minCount, alpha } = ANOMALY_RULES;
  const recent = daily.slice(-window);
  const history = daily.slice(Math.max(0, daily.length - window - baselineDays), daily.length - window);
  if (history.length < 7) return null;
  const count = sum(recent);
  const expected = Math.max(0.1, (sum(history) / history.length) * window);
  if (count < minCount) return null;
  const pValue = poissonUpperTail(count, expected);
  return pValue < alpha
    ? { index: daily.length - 1, count, expected: round1(expected), pValue: round4(pValue) }
    : null;
}

// ---- Forecast by weekday, and its backtest ----

export const FORECAST_RULES = {
  /** Weeks of history the weekday means are taken over. */
  weeks: 8,
  /** Shrinkage of a weekday's mean toward the overall mean, in pseudo-weeks (light: 8 weeks are read). */
  shrink: 0.5,
  /** Central interval of the forecast, from the Poisson law of its mean. */
  interval: 0.9,
} as const;

export type TDayForecast = { mean: number; low: number; high: number };

/**
 * Seasonal-by-weekday model. `daily` is the history, oldest first; `firstWeekday` the weekday
 * (0 = Sunday … 6 = Saturday) of daily[0]. The forecast for a weekday is the mean of that weekday over
 * the last 8 weeks, shrunk toward the overall daily mean of the same weeks:
 * (n·mean_wd + 0.5·mean_all) / (n + 0.5), with n the number of such days. The interval is the 5 % and 95 %
 * quantiles of a Poisson law with that mean.
 */
export function forecastWeekday(daily: number[], firstWeekday: number, horizon = 7): TDayForecast[] {
  const { weeks, shrink, interval } = FORECAST_RULES;
  const start = Math.max(0, daily.length - weeks * 7);
  const totals = [0, 0, 0, 0, 0, 0, 0];
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (let i = start; i < daily.length; i++) {
    const wd = (firstWeekday + i) % 7;
    totals[wd] = (totals[wd] ?? 0) + (daily[i] ?? 0);
    counts[wd] = (counts[wd] ?? 0) + 1;
  }
  const days = daily.length - start;
  const overall = days > 0 ? sum(daily.slice(start)) / days : 0;
  const tail = (1 - interval) / 2;
  const result: TDayForecast[] = [];
  for (let h = 0; h < horizon; h++) {
    const wd = (firstWeekday + daily.length + h) % 7;
    const n = counts[wd] ?? 0;
    const mean = (((totals[wd] ?? 0) + shrink * overall) / (n + shrink)) * 1;
    result.push({
      mean: Math.round(mean * 100) / 100,
      low: poissonQuantile(tail, mean),
      high: poissonQuantile(1 - tail, mean),
    });
  }
  return result;
}

export type TBacktest = {
  /** Days tested (the last 4 weeks) and the mean absolute errors per day. */
  days: number;
  modelMae: number;
  naiveMae: number;
  /** (naive − model) ÷ naive: the share of the naive error the model removes; negative when worse. */
  improvement: number;
  beatsNaive: boolean;
  /** Share of the test days whose count fell inside the forecast's 90 % interval. */
  coverage: number;
};

/**
 * Backtest on the last 4 weeks: train on all the days before them, then for each of the four test
 * weeks forecast its 7 days from everything before that week (a rolling origin, the same 7-day horizon
 * as the screen's forecast). The naive baseline forecasts each day as the same weekday of the week
 * before, so both use exactly the same information. Null when fewer than 6 weeks of history exist.
 */
export function backtestWeekday(daily: number[], firstWeekday: number, testWeeks = 4): TBacktest | null {
  const testDays = testWeeks * 7;
  if (daily.length < testDays + 14) return null;
  const origin = daily.length - testDays;
  let modelError = 0;
  let naiveError = 0;
  let inside = 0;
  for (let week = 0; week < testWeeks; week++) {
    const cut = origin + week * 7;
    const forecast = forecastWeekday(daily.slice(0, cut), firstWeekday, 7);
    for (let d = 0; d < 7; d++) {
      const actual = daily[cut + d] ?? 0;
      const day = forecast[d];
      modelError += Math.abs((day?.mean ?? 0) - actual);
      if (day && actual >= day.low && actual <= day.high) inside += 1;
      naiveError += Math.abs((daily[cut + d - 7] ?? 0) - actual);
    }
  }
  const modelMae = modelError / testDays;
  const naiveMae = naiveError / testDays;
  const improvement = naiveMae > 0 ? (naiveMae - modelMae) / naiveMae : modelMae === 0 ? 0 : -1;
  return {
    days: testDays,
    modelMae: Math.round(modelMae * 1000) / 1000,
    naiveMae: Math.round(naiveMae * 1000) / 1000,
    improvement: Math.round(improvement * 1000) / 1000,
    beatsNaive: modelMae < naiveMae,
    coverage: Math.round((inside / testDays) * 1000) / 1000,
  };
}

// ---- Days in the company's time zone ----

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The local calendar day ("YYYY-MM-DD") of an instant in `timeZone`. */
export function localDay(instant: Date | number | string, timeZone = "Europe/Paris"): string {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormatters.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/** `day` plus `n` calendar days, on "YYYY-MM-DD" strings. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a "YYYY-MM-DD" day. */
export const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** Daily counts over `days` days ending with `lastDay` (included), oldest first. */
export function dailySeries(
  instants: (Date | string)[],
  lastDay: string,
  days: number,
  timeZone = "Europe/Paris",
): number[] {
  const first = addDays(lastDay, -(days - 1));
  const index = new Map<string, number>();
  for (let i = 0; i < days; i++) index.set(addDays(first, i), i);
  const series = new Array<number>(days).fill(0);
  for (const instant of instants) {
    const i = index.get(localDay(instant, timeZone));
    if (i !== undefined) series[i] = (series[i] ?? 0) + 1;
  }
  return series;
}
