// A realistic alarm history for the demo company (issue 13): 16 weeks of resolved alarms with a weekly
// rhythm (quiet weekdays, busy Friday nights and weekends, when commercial and industrial sites are
// closed), drawn from a fixed pseudo-random sequence so that the same seeding day always gives the same
// history. Pure: the API's demo seeder turns it into rows.

export type TDemoHistoryAlarm = {
  daysAgo: number;
  hour: number;
  minute: number;
  /** Index into the demo company's sites, in their creation order. */
  siteIndex: number;
  type: "intrusion" | "technique" | "sabotage" | "autre" | "incendie";
  severity: "critique" | "important" | "moyen" | "faible";
  /** Minutes to take it in charge and to resolve it. */
  responseMinutes: number;
  resolutionMinutes: number;
};

/** Expected alarms a day by weekday (0 = Sunday … 6 = Saturday). */
export const DEMO_WEEKDAY_RATE = [4.5, 1.5, 1.5, 2, 2, 3.5, 5.5] as const;
export const DEMO_HISTORY_DAYS = 112;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function poisson(random: () => number, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = random();
  while (p > limit) {
    k += 1;
    p *= random();
  }
  return k;
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length) % items.length] as T;

/**
 * The history before today: days 1 to 112 ago. `todayWeekday` is today's weekday in the company's
 * time zone (0 = Sunday); each day's draw depends only on how many days ago it is, so the history is
 * reproducible.
 */
export function demoAlarmHistory(todayWeekday: number, siteCount: number): TDemoHistoryAlarm[] {
  const out: TDemoHistoryAlarm[] = [];
  for (let daysAgo = 1; daysAgo <= DEMO_HISTORY_DAYS; daysAgo++) {
    const random = mulberry32(0x5e1 + daysAgo * 7919);
    const weekday = (((todayWeekday - daysAgo) % 7) + 7) % 7;
    const weekend = weekday === 0 || weekday === 6 || weekday === 5;
    const n = poisson(random, DEMO_WEEKDAY_RATE[weekday] ?? 2);
    for (let i = 0; i < n; i++) {
      // Weekend and Friday alarms are mostly night intrusions on closed sites; weekdays more technical.
      const night = random() < (weekend ? 0.7 : 0.35);
      const hour = night ? pick(random, [22, 23, 0, 1, 2, 3, 4, 5]) : 6 + Math.floor(random() * 16);
      const type = weekend
        ? pick(random, ["intrusion", "intrusion", "intrusion", "sabotage", "autre"] as const)
        : pick(random, ["technique", "technique", "intrusion", "autre", "incendie"] as const);
      const severity = pick(random, ["critique", "important", "moyen", "moyen", "faible", "faible"] as const);
      out.push({
        daysAgo,
        hour,
        minute: Math.floor(random() * 60),
        siteIndex: Math.floor(random() * Math.max(1, siteCount)),
        type,
        severity,
        responseMinutes: 2 + Math.floor(random() * 12),
        resolutionMinutes: 15 + Math.floor(random() * 90),
      });
    }
  }
  return out;
}
