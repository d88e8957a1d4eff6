// The whole detector: several rules at once, ordering, ranges, and plans that must stay silent.
import { describe, expect, it } from "vitest";
import { PLANNING_RULE_PRESETS } from "../planning-settings.ts";
import { detectConflicts } from "./detect.ts";
import { agent, detect, shift, site, types } from "./test-fixtures.ts";

/**
 * "2 jours, 2 nuits, 4 repos": 12 h posts with a 1 h meal break, an 8-day cycle. At most 4 posts in any
 * calendar week (44 h, 45 h in the week the clocks go back), 24 h between a day and the next night.
 */
function rotation({ agentId, from, offset }: { agentId: string; from: string; offset: number }) {
  const first = Date.parse(`${from}T00:00:00Z`);
  const posts = [
    { start: "07:00", end: "19:00" },
    { start: "07:00", end: "19:00" },
    { start: "19:00", end: "07:00" },
    { start: "19:00", end: "07:00" },
  ];
  return Array.from({ length: 40 }, (_, index) => index).flatMap((index) => {
    const post = posts[(index + offset) % 8];
    if (!post) return [];
    const date = new Date(first + index * 86_400_000).toISOString().slice(0, 10);
    return [shift({ id: `${agentId}-${date}`, agent: agentId, date, ...post, breakMinutes: 60 })];
  });
}

const messyPlan = () => [
  shift({ id: "s-overlap-1", date: "2026-03-10", start: "08:00", end: "16:00" }),
  shift({ id: "s-overlap-2", date: "2026-03-10", start: "12:00", end: "20:00", site: "s2" }),
  shift({ id: "s-rest", date: "2026-03-11", start: "04:00", end: "10:00" }),
  shift({ id: "s-long", date: "2026-03-12", start: "06:00", end: "20:00" }),
  shift({ id: "s-inactive", date: "2026-03-14", start: "08:00", end: "12:00", agent: "a2", site: "s3" }),
];

describe("detectConflicts", () => {
  it("finds nothing in correct day/night rotations, across both DST changes", () => {
    const shifts = [
      ...rotation({ agentId: "a1", from: "2026-10-01", offset: 0 }),
      ...rotation({ agentId: "a2", from: "2026-10-01", offset: 2 }),
      ...rotation({ agentId: "a3", from: "2026-10-01", offset: 3 }),
      ...rotation({ agentId: "a4", from: "2026-03-10", offset: 1 }),
    ];
    // The plan does include the two DST nights.
    expect(shifts.map((s) => `${s.agent_id} ${s.shift_date} ${s.start_time}`)).toEqual(
      expect.arrayContaining(["a3 2026-10-24 19:00", "a4 2026-03-28 19:00"]),
    );
    // 12 h night posts are legal under the agreement's derogation (IDCC 1351, the default rule set),
    // not under the Code du travail's 8 h nights and 10 h days.
    expect(detect({ shifts })).toEqual([]);
    expect(
      new Set(types({ conflicts: detect({ shifts, rules: PLANNING_RULE_PRESETS.codeDuTravail }) })),
    ).toEqual(new Set(["night_daily_hours_exceeded", "shift_too_long"]));
  });

  it("reports each problem once, most severe first, then by date", () => {
    const conflicts = detect({
      shifts: messyPlan(),
      sites: [site({ id: "s1" }), site({ id: "s2" }), site({ id: "s3", active: false })],
    });
    expect(conflicts.map((c) => [c.severity, c.conflict_type, c.shift_ids.join("+")])).toEqual([
      ["critical", "overlap", "s-overlap-1+s-overlap-2"],
      ["error", "insufficient_rest", "s-overlap-2+s-rest"],
      ["error", "shift_too_long", "s-long"],
      ["warning", "inactive_site", "s-inactive"],
    ]);
    expect(new Set(conflicts.map((c) => c.id)).size).toBe(conflicts.length);
    for (const conflict of conflicts) {
      expect(conflict.description.length).toBeGreaterThan(20);
      expect(conflict.suggestion?.length).toBeGreaterThan(10);
    }
  });

  it("returns the same list whatever the input order", () => {
    const sites = [site({ id: "s1" }), site({ id: "s2" }), site({ id: "s3", active: false })];
    const forward = detect({ shifts: messyPlan(), sites });
    const backward = detect({ shifts: messyPlan().reverse(), sites });
    expect(backward).toEqual(forward);
  });

  it("keeps only conflicts touching the requested range, judging them on the whole data", () => {
    const shifts = [
      shift({ id: "eve", date: "2026-03-31", start: "14:00", end: "22:00" }),
      shift({ id: "morn", date: "2026-04-01", start: "06:00", end: "14:00" }),
      shift({ id: "long", date: "2026-03-20", start: "06:00", end: "20:00" }),
    ];
    const april = detect({ shifts, range: { start_date: "2026-04-01", end_date: "2026-04-30" } });
    expect(types({ conflicts: april })).toEqual(["insufficient_rest"]);
    const march = detect({ shifts, range: { start_date: "2026-03-01", end_date: "2026-03-31" } });
    expect(types({ conflicts: march })).toEqual(["shift_too_long", "insufficient_rest"]);
  });

  it("works without agent or site records, using the names on the shifts", () => {
    const conflicts = detectConflicts({
      shifts: [
        { ...shift({ id: "x", date: "2026-03-10", start: "06:00", end: "20:00" }), agent_name: "Karim B." },
      ],
      agents: [],
      sites: [],
    });
    expect(conflicts[0]).toMatchObject({ conflict_type: "shift_too_long", agent_name: "Karim B." });
  });

  it("skips shifts that cannot be placed in time instead of inventing conflicts", () => {
    const conflicts = detect({
      shifts: [
        { ...shift({ id: "x", date: "2026-03-10", start: "08:00", end: "16:00" }), shift_date: null },
        shift({ id: "y", date: "2026-02-30", start: "08:00", end: "16:00" }),
        {
          id: "z",
          agent_id: "a1",
          site_id: "s1",
          start_time: "2026-03-10T16:00:00Z",
          end_time: "2026-03-10T08:00:00Z",
        },
      ],
    });
    expect(conflicts).toEqual([]);
  });

  it("gives each agent its own checks", () => {
    const shifts = [
      shift({ id: "a", date: "2026-03-10", start: "08:00", end: "16:00", agent: "a1" }),
      shift({ id: "b", date: "2026-03-10", start: "16:00", end: "23:00", agent: "a2" }),
      shift({ id: "c", date: "2026-03-11", start: "06:00", end: "14:00", agent: "a1" }),
    ];
    const agents = [agent({ id: "a1", certifications: ["SSIAP 1"] }), agent({ id: "a2" })];
    const sites = [site({ id: "s1", required_certifications: ["SSIAP 1"] })];
    const conflicts = detect({ shifts, agents, sites });
    expect(conflicts.map((c) => [c.agent_id, c.conflict_type])).toEqual([["a2", "missing_certification"]]);
  });
});

describe("conflict texts in the reader's language (decision 014)", () => {
  // Words and accents that only French sentences of the rules contain.
  const FRENCH = /[éèêàùç]|\b(le|du|au|est|planifié|garde|repos|jours?|semaine)\b/i;

  it("renders every rule's description and suggestion in English and Spanish, dates in their format", () => {
    const card = agent({ id: "a1", professional_card_expiry: "2026-03-01" });
    const leave = agent({
      id: "a2",
      certifications: [],
      unavailability: [{ start: "2026-03-10", end: "2026-03-12", kind: "leave" }],
    });
    const shifts = [
      ...messyPlan(),
      shift({ id: "l1", agent: "a2", date: "2026-03-11", start: "08:00", end: "12:00", site: "s2" }),
      ...Array.from({ length: 8 }, (_, i) =>
        shift({
          id: `c${i}`,
          agent: "a3",
          date: `2026-03-${String(16 + i).padStart(2, "0")}`,
          start: "08:00",
          end: "20:00",
        }),
      ),
    ];
    const plan = {
      shifts,
      agents: [card, leave, agent({ id: "a3" })],
      sites: [
        site({ id: "s1", required_certifications: ["SSIAP 1"] }),
        site({ id: "s2" }),
        site({ id: "s3", active: false }),
      ],
    };
    const fr = detect(plan);
    const en = detect({ ...plan, lang: "en" });
    const es = detect({ ...plan, lang: "es" });
    expect(new Set(types({ conflicts: en }))).toEqual(
      new Set([
        "overlap",
        "insufficient_rest",
        "shift_too_long",
        "weekly_hours_exceeded",
        "too_many_consecutive_days",
        "agent_unavailable",
        "missing_certification",
        "professional_card_expired",
        "inactive_site",
      ]),
    );
    expect(en.map((c) => c.id)).toEqual(fr.map((c) => c.id));
    for (const conflict of en) {
      expect(`${conflict.description} ${conflict.suggestion}`, conflict.conflict_type).not.toMatch(FRENCH);
    }
    const overlap = en.find((c) => c.conflict_type === "overlap");
    expect(overlap?.description).toBe(
      "Overlap: Agent a1 is scheduled on two shifts at the same time, on 10/03/2026 from 08:00 to 16:00 (Site s1) and on 10/03/2026 from 12:00 to 20:00 (Site s2).",
    );
    expect(es.find((c) => c.conflict_type === "agent_unavailable")?.description).toBe(
      "Agente de vacaciones: Agent a2 está de vacaciones del 10/03/2026 al 12/03/2026, pero asignado el 11/03/2026 de 08:00 a 12:00 (Site s2).",
    );
    expect(fr.find((c) => c.conflict_type === "overlap")?.description).toContain(
      "est planifié sur deux gardes en même temps, le 10/03/2026 de 08:00 à 16:00 (Site s1)",
    );
  });
});
