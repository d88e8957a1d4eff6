import type { TAgentPlanningProfile, TPlanningPreference } from "@hts/domain";

/** The planning profile as the form edits it: numbers as typed text, lists as rows (decision 126). */
export type ProfileDraft = {
  contract: string;
  maxHours: string;
  maxNights: string;
  maxConsecutive: string;
  maxWeekends: string;
  /** The period rules (decision 136), over the planned period. */
  minHoursPeriod: string;
  maxHoursPeriod: string;
  minConsecutive: string;
  minDaysOff: string;
  maxWeekendsPeriod: string;
  /** Kept as read, not edited here: shifts per post (an imported benchmark's) and wishes' dates. */
  maxShiftsPerPost: TAgentPlanningProfile["max_shifts_per_post"];
  sites: string[];
  daysOff: number[];
  expiry: { code: string; expires: string }[];
  successions: { from: string; to: string }[];
  preferences: {
    kind: "want" | "avoid";
    post: string;
    weekday: string;
    weight: string;
    date?: string | null;
  }[];
};

/** The numeric period fields of the draft, in the form's order (decision 136). */
export const PERIOD_FIELDS = [
  "minHoursPeriod",
  "maxHoursPeriod",
  "minConsecutive",
  "minDaysOff",
  "maxWeekendsPeriod",
] as const;

const text = (n: number | null) => (n === null ? "" : String(n));
/** Empty means "none"; anything else goes to the server as typed, which answers in French if wrong. */
const number = (value: string) => (value.trim() === "" ? null : Number(value.replace(",", ".")));

export function draftOf(profile: TAgentPlanningProfile): ProfileDraft {
  return {
    contract: text(profile.contract_hours_per_week),
    maxHours: text(profile.max_hours_per_week),
    maxNights: text(profile.max_nights_per_week),
    maxConsecutive: text(profile.max_consecutive_days),
    maxWeekends: text(profile.max_weekends_per_month),
    minHoursPeriod: text(profile.min_hours_per_period),
    maxHoursPeriod: text(profile.max_hours_per_period),
    minConsecutive: text(profile.min_consecutive_days),
    minDaysOff: text(profile.min_consecutive_days_off),
    maxWeekendsPeriod: text(profile.max_weekends_per_period),
    maxShiftsPerPost: profile.max_shifts_per_post,
    sites: profile.allowed_site_ids,
    daysOff: profile.fixed_days_off,
    expiry: profile.qualification_expiry,
    successions: profile.forbidden_successions,
    preferences: profile.preferences.map((p) => ({
      kind: p.kind,
      post: p.post ?? "",
      weekday: text(p.weekday),
      weight: String(p.weight),
      date: p.date,
    })),
  };
}

export function profileOf(draft: ProfileDraft): TAgentPlanningProfile {
  return {
    contract_hours_per_week: number(draft.contract),
    max_hours_per_week: number(draft.maxHours),
    max_nights_per_week: number(draft.maxNights),
    max_consecutive_days: number(draft.maxConsecutive),
    max_weekends_per_month: number(draft.maxWeekends),
    min_hours_per_period: number(draft.minHoursPeriod),
    max_hours_per_period: number(draft.maxHoursPeriod),
    min_consecutive_days: number(draft.minConsecutive),
    min_consecutive_days_off: number(draft.minDaysOff),
    max_weekends_per_period: number(draft.maxWeekendsPeriod),
    max_shifts_per_post: draft.maxShiftsPerPost,
    allowed_site_ids: draft.sites,
    fixed_days_off: [...draft.daysOff].sort(),
    qualification_expiry: draft.expiry.filter((q) => q.code.trim() || q.expires),
    forbidden_successions: draft.successions.filter((s) => s.from.trim() || s.to.trim()),
    preferences: draft.preferences.map(
      (p): TPlanningPreference => ({
        kind: p.kind,
        post: p.post.trim() || null,
        weekday: number(p.weekday),
        date: p.date ?? null,
        weight: number(p.weight) ?? 0,
      }),
    ),
  };
}
