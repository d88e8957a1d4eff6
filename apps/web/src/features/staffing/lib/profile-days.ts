export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const DAY_KEYS = {
  1: "coverage.profile.weekday.1",
  2: "coverage.profile.weekday.2",
  3: "coverage.profile.weekday.3",
  4: "coverage.profile.weekday.4",
  5: "coverage.profile.weekday.5",
  6: "coverage.profile.weekday.6",
  7: "coverage.profile.weekday.7",
} as const;
/** ISO weekday (1 = Monday) to its i18n key. */
export const dayKey = (day: number | string) => DAY_KEYS[Number(day) as keyof typeof DAY_KEYS];
