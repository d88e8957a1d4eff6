import { ZApplyTemplateInput, ZCopyDayInput, ZCopyWeekInput, ZRepeatInput } from "@hts/domain";
import { describe, expect, it } from "vitest";
import {
  type CopyForm,
  chosenAgentIds,
  copyBatch,
  copyReady,
  templateBatch,
  templateReady,
} from "./batch-bodies.ts";

const SCHEMAS = {
  "copy-week": ZCopyWeekInput,
  "copy-day": ZCopyDayInput,
  repeat: ZRepeatInput,
  "apply-template": ZApplyTemplateInput,
} as const;

/** The server's strict schema for the batch's route: an unknown or missing field fails here as it would there. */
function parsed({ kind, body }: ReturnType<typeof copyBatch>) {
  return SCHEMAS[kind].safeParse(body);
}

const form: CopyForm = {
  mode: "week",
  source: "2026-03-09",
  target: "2026-03-16",
  days: [],
  everyWeeks: 1,
  until: "2026-04-05",
  agents: { all: true, ids: [] },
  includeCancelled: false,
};

describe("copy dialog bodies", () => {
  it("sends each mode to its route with only that route's fields, accepted by its strict schema", () => {
    const week = copyBatch(form);
    expect(week).toEqual({
      kind: "copy-week",
      body: { source_week: "2026-03-09", target_week: "2026-03-16", include_cancelled: false },
    });
    expect(parsed(week).success).toBe(true);

    const day = copyBatch({ ...form, mode: "day", source: "2026-03-10", days: ["2026-03-11", "2026-03-12"] });
    expect(day.kind).toBe("copy-day");
    expect(day.body).toEqual({
      source_date: "2026-03-10",
      target_dates: ["2026-03-11", "2026-03-12"],
      include_cancelled: false,
    });
    expect(parsed(day).success).toBe(true);

    const repeat = copyBatch({ ...form, mode: "repeat", everyWeeks: 2, includeCancelled: true });
    expect(repeat.body).toEqual({
      source_week: "2026-03-09",
      every_weeks: 2,
      until: "2026-04-05",
      include_cancelled: true,
    });
    expect(parsed(repeat).success).toBe(true);
  });

  it("repeats one shift by its id rather than the source week ('Répéter cette garde')", () => {
    const one = { ...form, mode: "repeat" as const, shiftIds: ["s1"], source: "" };
    expect(copyBatch(one).body).toEqual({
      shift_ids: ["s1"],
      every_weeks: 1,
      until: "2026-04-05",
      include_cancelled: false,
    });
    expect(parsed(copyBatch(one)).success).toBe(true);
    expect(copyReady(one)).toBe(true);
    expect(copyReady({ ...one, until: "" })).toBe(false);
  });

  it("lists the agents only when a selection is made ('Tous' sends none: every agent of the source)", () => {
    const some = copyBatch({ ...form, agents: { all: false, ids: ["a1", "a2"] } });
    expect(some.body).toMatchObject({ agent_ids: ["a1", "a2"] });
    expect(parsed(some).success).toBe(true);
    expect(copyBatch(form).body).not.toHaveProperty("agent_ids");
  });

  it("asks for a preview only when the mode's fields are there", () => {
    expect(copyReady(form)).toBe(true);
    expect(copyReady({ ...form, agents: { all: false, ids: [] } })).toBe(false);
    expect(copyReady({ ...form, mode: "day" })).toBe(false);
    expect(copyReady({ ...form, mode: "day", days: ["2026-03-11"] })).toBe(true);
    expect(copyReady({ ...form, mode: "repeat", everyWeeks: 0 })).toBe(false);
    expect(copyReady({ ...form, mode: "repeat", until: "" })).toBe(false);
  });
});

describe("'Appliquer un gabarit' body", () => {
  const template = {
    templateId: "t1",
    agentIds: ["a1", "a2"],
    start: "2026-03-09",
    end: "2026-03-15",
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    siteId: "",
    notes: "  ",
  };

  it("omits weekdays when all seven are ticked, and an empty site or notes", () => {
    const batch = templateBatch(template);
    expect(batch.body).toEqual({
      template_id: "t1",
      agent_ids: ["a1", "a2"],
      start_date: "2026-03-09",
      end_date: "2026-03-15",
    });
    expect(parsed(batch).success).toBe(true);
  });

  it("sends the ticked weekdays in order, the site and the trimmed notes", () => {
    const batch = templateBatch({ ...template, weekdays: [5, 1, 3], siteId: "s1", notes: " Relève " });
    expect(batch.body).toMatchObject({ weekdays: [1, 3, 5], site_id: "s1", notes: "Relève" });
    expect(parsed(batch).success).toBe(true);
  });

  it("'Tous' lists every agent of the company (the route needs the ids); no agent or no weekday: no preview", () => {
    expect(chosenAgentIds({ all: true, ids: ["x"] }, [{ id: "a1" }, { id: "a2" }])).toEqual(["a1", "a2"]);
    expect(chosenAgentIds({ all: false, ids: ["x"] }, [{ id: "a1" }])).toEqual(["x"]);
    expect(templateReady(template)).toBe(true);
    expect(templateReady({ ...template, agentIds: [] })).toBe(false);
    expect(templateReady({ ...template, weekdays: [] })).toBe(false);
  });
});
