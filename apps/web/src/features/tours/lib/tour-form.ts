import type { TCheckpoint, TTourInput } from "@hts/domain";

// The tour form's values as typed, and the request they make.

export type TourFormValues = {
  name: string;
  expected: string;
  severity: TTourInput["severity"];
  ordered: boolean;
  post: string;
  mode: "none" | "interval" | "fixed";
  everyHours: string;
  times: string;
  /** Checkpoint id → its window in minutes as typed ('' = the tour's duration); absent = not in the tour. */
  stops: Record<string, string>;
};

export const EMPTY_TOUR: TourFormValues = {
  name: "",
  expected: "30",
  severity: "important",
  ordered: true,
  post: "",
  mode: "none",
  everyHours: "4",
  times: "",
  stops: {},
};

/** The body of POST /api/tours (without the site): stops in the order of the site's checkpoint list. */
export function tourRequest(
  values: TourFormValues,
  checkpoints: readonly TCheckpoint[],
): Omit<TTourInput, "site_id"> {
  const schedule: TTourInput["schedule"] =
    values.mode === "interval"
      ? { mode: "interval", every_hours: Number(values.everyHours) }
      : values.mode === "fixed"
        ? {
            mode: "fixed",
            times: values.times
              .split(/[,\s]+/)
              .map((time) => time.trim())
              .filter(Boolean),
          }
        : { mode: "none" };
  return {
    name: values.name,
    expected_minutes: Number(values.expected),
    severity: values.severity,
    ordered: values.ordered,
    post: values.post.trim() || null,
    active: true,
    schedule,
    stops: checkpoints
      .filter((checkpoint) => checkpoint.id in values.stops)
      .map((checkpoint) => {
        const window = values.stops[checkpoint.id]?.trim() ?? "";
        return { checkpoint_id: checkpoint.id, window_min: window === "" ? null : Number(window) };
      }),
  };
}
