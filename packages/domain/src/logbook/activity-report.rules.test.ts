import { describe, expect, it } from "vitest";
import { buildActivityReport, parisLocal, type TTourActivity } from "./activity-report.rules.ts";

const shift = { startsAt: new Date("2026-11-28T19:00:00Z"), endsAt: new Date("2026-11-29T07:00:00Z") };
const at = (iso: string) => new Date(iso);

describe("daily activity report content", () => {
  it("splits incidents from plain entries, orders by time, keeps every photo once", () => {
    const tour: TTourActivity = {
      tour_name: "Entrepôt",
      run_id: "r1",
      started_at: "2026-11-28T21:00:00Z",
      finished_at: "2026-11-28T21:40:00Z",
      status: "completed",
      checkpoints: [
        {
          name: "Quai 1",
          scanned_at: "2026-11-28T21:05:00Z",
          status: "ok",
          method: "qr",
          answer: "non",
          photo_id: "p3",
          flagged: false,
        },
        {
          name: "Quai 2",
          scanned_at: null,
          status: "missed",
          method: "qr",
          answer: null,
          photo_id: null,
          flagged: true,
        },
      ],
    };
    const report = buildActivityReport({
      shift,
      agentName: "Jean",
      tours: [tour],
      entries: [
        {
          category: "Intrusion",
          severity: "critique",
          text: "Porte forcée",
          occurredAt: at("2026-11-29T02:10:00Z"),
          photoIds: ["p2", "p1"],
          alarmRaised: true,
        },
        {
          category: "Ronde",
          severity: "info",
          text: "RAS",
          occurredAt: at("2026-11-28T20:00:00Z"),
          photoIds: ["p1"],
          alarmRaised: false,
        },
      ],
    });
    expect(report.periodStart).toBe("2026-11-28");
    expect(report.periodEnd).toBe("2026-11-29");
    expect(report.incidents).toEqual([
      {
        type: "intrusion",
        description: "03:10 — Intrusion (critique) : Porte forcée",
        measuresTaken: "Alarme levée depuis l'application agent",
      },
    ]);
    expect(report.interventions.map((i) => i.time)).toEqual(["2026-11-28T21:00", "2026-11-28T22:00"]);
    expect(report.interventions[1]?.description).toContain("1/2 points");
    expect(report.interventions[1]?.description).toContain("non scannés : Quai 2");
    expect(report.photoIds).toEqual(["p1", "p2", "p3"]);
    expect(report.counts).toEqual({ entries: 2, incidents: 1, photos: 3, tours: 1 });
  });

  it("writes Paris local times", () => {
    expect(parisLocal(at("2026-07-01T22:30:00Z"))).toBe("2026-07-02T00:30");
  });
});
