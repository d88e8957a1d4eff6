import {
  DEFAULT_EXTRA_COST,
  DEFAULT_MISSING_COST,
  type TCoveragePost,
  type TCoveragePostCreate,
  type TDayTypeCounts,
} from "@hts/domain";

/** What the post form edits: strings for the optional dates, numbers for counts and costs. */
export type PostDraft = {
  site_id: string;
  name: string;
  start_time: string;
  end_time: string;
  required: TDayTypeCounts;
  qualifications: string[];
  valid_from: string;
  valid_to: string;
  missing_cost: number;
  extra_cost: number;
};

export const DAY_TYPES = ["weekday", "saturday", "sunday", "holiday"] as const;

export function emptyDraft(siteId: string): PostDraft {
  return {
    site_id: siteId,
    name: "",
    start_time: "07:00",
    end_time: "19:00",
    required: { weekday: 1, saturday: 1, sunday: 1, holiday: 1 },
    qualifications: [],
    valid_from: "",
    valid_to: "",
    missing_cost: DEFAULT_MISSING_COST,
    extra_cost: DEFAULT_EXTRA_COST,
  };
}

export function draftOf(post: TCoveragePost): PostDraft {
  return {
    site_id: post.site_id,
    name: post.name,
    start_time: post.start_time,
    end_time: post.end_time,
    required: { ...post.required },
    qualifications: [...post.qualifications],
    valid_from: post.valid_from ?? "",
    valid_to: post.valid_to ?? "",
    missing_cost: post.missing_cost,
    extra_cost: post.extra_cost,
  };
}

const count = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);

/** The body the API takes; empty dates mean "no bound". The server checks everything again. */
export function inputOf(draft: PostDraft): Omit<TCoveragePostCreate, "date_counts"> {
  return {
    site_id: draft.site_id,
    name: draft.name.trim(),
    start_time: draft.start_time,
    end_time: draft.end_time,
    required: {
      weekday: count(draft.required.weekday),
      saturday: count(draft.required.saturday),
      sunday: count(draft.required.sunday),
      holiday: count(draft.required.holiday),
    },
    qualifications: draft.qualifications,
    valid_from: draft.valid_from || null,
    valid_to: draft.valid_to || null,
    missing_cost: count(draft.missing_cost),
    extra_cost: count(draft.extra_cost),
  };
}

/** "7,5 h" style hours of a number of minutes, in the reader's language. */
export function hoursLabel(minutes: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(minutes / 60);
}
