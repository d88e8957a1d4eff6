// Leave, qualifications, professional card, inactive sites: the rules that read agents and sites.
import { describe, expect, it } from "vitest";
import { normalizeCertification, satisfiesCertification } from "./certifications.ts";
import { agent, detect, shift, site, types } from "./test-fixtures.ts";

describe("agent on leave or unavailable", () => {
  const onLeave = agent({
    id: "a1",
    unavailability: [{ start: "2026-08-03", end: "2026-08-07", kind: "leave" }],
  });

  it("reports a shift inside a leave period, both dates included, as critical (decision 040)", () => {
    const shifts = [
      shift({ id: "first", date: "2026-08-03", start: "08:00", end: "16:00" }),
      shift({ id: "last", date: "2026-08-07", start: "08:00", end: "16:00" }),
    ];
    const conflicts = detect({ shifts, agents: [onLeave] });
    expect(types({ conflicts })).toEqual(["agent_unavailable", "agent_unavailable"]);
    expect(conflicts[0]).toMatchObject({ severity: "critical", shift_ids: ["first"], date: "2026-08-03" });
    expect(conflicts[0]?.description).toContain("en congé du 03/08/2026 au 07/08/2026");
  });

  it("accepts shifts ending at midnight before the leave, or starting the day after", () => {
    const shifts = [
      shift({ id: "before", date: "2026-08-02", start: "16:00", end: "00:00" }),
      shift({ id: "after", date: "2026-08-08", start: "00:00", end: "08:00" }),
    ];
    expect(detect({ shifts, agents: [onLeave] })).toEqual([]);
  });

  it("reports a night shift that runs into the first day of leave", () => {
    const shifts = [shift({ id: "night", date: "2026-08-02", start: "22:00", end: "06:00" })];
    expect(types({ conflicts: detect({ shifts, agents: [onLeave] }) })).toEqual(["agent_unavailable"]);
  });

  it("handles exact unavailability hours, and says 'indisponible'", () => {
    const busy = agent({
      id: "a1",
      unavailability: [
        { start: "2026-08-10T14:00:00+02:00", end: "2026-08-10T18:00:00+02:00", kind: "unavailable" },
      ],
    });
    const clash = detect({
      shifts: [shift({ id: "x", date: "2026-08-10", start: "08:00", end: "15:00" })],
      agents: [busy],
    });
    expect(clash[0]?.description).toContain("indisponible");
    const fine = detect({
      shifts: [shift({ id: "x", date: "2026-08-10", start: "08:00", end: "14:00" })],
      agents: [busy],
    });
    expect(fine).toEqual([]);
  });

  it("names a one-day leave by its date", () => {
    const oneDay = agent({
      id: "a1",
      unavailability: [{ start: "2026-08-15", end: "2026-08-15", kind: "leave" }],
    });
    const shifts = [shift({ id: "x", date: "2026-08-15", start: "08:00", end: "16:00" })];
    expect(detect({ shifts, agents: [oneDay] })[0]?.description).toContain("en congé le 15/08/2026, mais");
  });

  it("does not blame another agent", () => {
    const shifts = [shift({ id: "x", date: "2026-08-04", start: "08:00", end: "16:00", agent: "a2" })];
    expect(detect({ shifts, agents: [onLeave, agent({ id: "a2" })] })).toEqual([]);
  });
});

describe("missing certification", () => {
  const fireSite = site({ id: "s1", name: "Tour Incendie", required_certifications: ["SSIAP 2"] });

  it("reports an agent without the site's qualification", () => {
    const conflicts = detect({
      shifts: [shift({ id: "x", date: "2026-03-10", start: "08:00", end: "16:00" })],
      agents: [agent({ id: "a1", certifications: ["SSIAP 1", "SST"] })],
      sites: [fireSite],
    });
    expect(types({ conflicts })).toEqual(["missing_certification"]);
    expect(conflicts[0]).toMatchObject({ severity: "error", site_id: "s1" });
    expect(conflicts[0]?.description).toBe(
      "Qualification manquante : le site Tour Incendie exige SSIAP 2, que Agent a1 ne possède pas " +
        "(garde le 10/03/2026 de 08:00 à 16:00).",
    );
  });

  it("lets a higher SSIAP level hold a lower-level post", () => {
    const conflicts = detect({
      shifts: [shift({ id: "x", date: "2026-03-10", start: "08:00", end: "16:00" })],
      agents: [agent({ id: "a1", certifications: ["ssiap-3"] })],
      sites: [fireSite],
    });
    expect(conflicts).toEqual([]);
  });

  it("compares names loosely but levels strictly", () => {
    expect(normalizeCertification({ name: "SSIAP niveau 2" })).toBe("SSIAP2");
    expect(normalizeCertification({ name: "Ssiap II" })).toBe("SSIAP2");
    expect(satisfiesCertification({ held: ["SSIAP2"], required: "SSIAP 1" })).toBe(true);
    expect(satisfiesCertification({ held: ["SSIAP1"], required: "SSIAP 3" })).toBe(false);
    expect(satisfiesCertification({ held: ["SSIAP 1"], required: "SSIAP" })).toBe(true);
    expect(satisfiesCertification({ held: ["TFP APS"], required: "CQP APS" })).toBe(true);
    expect(satisfiesCertification({ held: ["H0B0"], required: "h0-b0" })).toBe(true);
    expect(satisfiesCertification({ held: ["SST"], required: "SSIAP 1" })).toBe(false);
  });

  it("lists every missing qualification in one conflict per shift", () => {
    const conflicts = detect({
      shifts: [
        shift({ id: "x", date: "2026-03-10", start: "08:00", end: "16:00" }),
        shift({ id: "y", date: "2026-03-11", start: "08:00", end: "16:00" }),
      ],
      agents: [agent({ id: "a1" })],
      sites: [site({ id: "s1", required_certifications: ["SSIAP 1", "H0B0"] })],
    });
    expect(conflicts.map((c) => c.shift_ids[0])).toEqual(["x", "y"]);
    expect(conflicts[0]?.description).toContain("SSIAP 1, H0B0");
  });
});

describe("expired professional card", () => {
  const card = (expiry: string) => [agent({ id: "a1", professional_card_expiry: expiry })];

  it("reports a shift after the expiry date, as critical", () => {
    const conflicts = detect({
      shifts: [shift({ id: "x", date: "2026-03-10", start: "08:00", end: "16:00" })],
      agents: card("2026-03-09"),
    });
    expect(types({ conflicts })).toEqual(["professional_card_expired"]);
    expect(conflicts[0]).toMatchObject({ severity: "critical", date: "2026-03-10" });
    expect(conflicts[0]?.description).toContain("expiré le 09/03/2026");
  });

  it("accepts a shift on the expiry date itself, and an agent without a known expiry", () => {
    const shifts = [shift({ id: "x", date: "2026-03-10", start: "08:00", end: "16:00" })];
    expect(detect({ shifts, agents: card("2026-03-10") })).toEqual([]);
    expect(detect({ shifts, agents: [agent({ id: "a1" })] })).toEqual([]);
  });

  it("reports a night that starts on the expiry date but works past midnight", () => {
    const night = [shift({ id: "n", date: "2026-03-10", start: "22:00", end: "06:00" })];
    expect(types({ conflicts: detect({ shifts: night, agents: card("2026-03-10") }) })).toEqual([
      "professional_card_expired",
    ]);
    const untilMidnight = [shift({ id: "n", date: "2026-03-10", start: "16:00", end: "00:00" })];
    expect(detect({ shifts: untilMidnight, agents: card("2026-03-10") })).toEqual([]);
  });
});

describe("inactive site", () => {
  it("warns about a shift on a deactivated site, whichever flag says so", () => {
    const shifts = [
      shift({ id: "x", date: "2026-03-10", start: "08:00", end: "16:00", site: "s1" }),
      shift({ id: "y", date: "2026-03-11", start: "08:00", end: "16:00", site: "s2" }),
      shift({ id: "z", date: "2026-03-12", start: "08:00", end: "16:00", site: "s3" }),
    ];
    const conflicts = detect({
      shifts,
      sites: [
        site({ id: "s1", active: false }),
        site({ id: "s2", active: null, status: "inactive" }),
        site({ id: "s3" }),
      ],
    });
    expect(conflicts.map((c) => [c.conflict_type, c.severity, c.shift_ids[0]])).toEqual([
      ["inactive_site", "warning", "x"],
      ["inactive_site", "warning", "y"],
    ]);
  });
});
