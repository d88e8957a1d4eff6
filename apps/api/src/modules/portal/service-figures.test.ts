import { randomUUID } from "node:crypto";
import {
  figuresBy,
  isoWeekMonday,
  PLANNING_TIME_ZONE,
  shiftService,
  sumFigures,
  type TClockEvent,
  type TPlannedShift,
} from "@hts/domain";
import { zoneClock } from "@hts/domain/planning/zone-clock";
import { beforeAll, describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { attendanceEvents, shifts } from "../../db/schema.ts";
import { createClientUser, createClientWithSites } from "../clients/clients-test-helpers.ts";
import { placeShift } from "../planning/index.ts";
import { LATE_TOLERANCE_MINUTES, listedShifts, serviceSums } from "./service-figures.sql.ts";

// The database counts the service delivered (decision 124) with the domain's rules: on shifts whose
// clock actions are every awkward case (early, late, breaks, a repeated clock-in, a clock-out with
// nothing open, an action a manager rejected, a run still open, a night across midnight and a month's
// end), the SQL figures equal those of `shiftService`, shift by shift and summed. And the months and
// weeks are the company's days (Europe/Paris): a shift at 23:30 on the last day of March is March's,
// one at 00:30 on the first of April is April's, though both start on March 31 in UTC.

const ctx = useTestApp();
const now = new Date("2026-04-01T06:10:00Z");

type Case = { day: string; from: string; to: string; events: [TClockEvent["kind"], string, string?][] };
const CASES: Case[] = [
  {
    day: "2026-03-02",
    from: "08:00",
    to: "16:00",
    events: [
      ["clock_in", "07:50"],
      ["break_start", "12:00"],
      ["break_end", "12:30"],
      ["clock_out", "16:20"],
    ],
  },
  { day: "2026-03-03", from: "08:00", to: "16:00", events: [["clock_in", "08:06"]] },
  {
    day: "2026-03-04",
    from: "08:00",
    to: "16:00",
    events: [
      ["clock_in", "08:05"],
      ["clock_out", "11:59:31"],
    ],
  },
  {
    day: "2026-03-05",
    from: "08:00",
    to: "16:00",
    events: [
      ["clock_in", "08:00"],
      ["clock_in", "09:00"], // already open: ignored
      ["clock_out", "10:00"],
      ["clock_out", "11:00"], // nothing open: ignored
      ["break_end", "12:00"],
      ["clock_out", "13:00:30"],
    ],
  },
  {
    day: "2026-03-06",
    from: "08:00",
    to: "16:00",
    events: [
      ["clock_in", "07:00"],
      ["clock_out", "07:30"], // before the shift: nothing
      ["clock_in", "08:20", "rejected"], // rejected: not the first clock-in, not time
      ["clock_in", "09:00"],
      ["clock_out", "17:00"],
    ],
  },
  { day: "2026-03-07", from: "08:00", to: "16:00", events: [] }, // uncovered
  {
    day: "2026-03-30",
    from: "20:00",
    to: "06:00",
    events: [
      ["clock_in", "20:01"],
      ["clock_out", "06:00"],
    ],
  },
  {
    day: "2026-03-31",
    from: "23:30",
    to: "07:30",
    events: [
      ["clock_in", "23:29"],
      ["break_start", "02:00"],
    ],
  },
  { day: "2026-04-01", from: "00:30", to: "08:30", events: [["clock_in", "00:45"]] }, // still open at `now`
  { day: "2026-04-02", from: "08:00", to: "16:00", events: [] }, // to come: not uncovered
];

const paris = zoneClock({ timeZone: PLANNING_TIME_ZONE });
/** A Paris wall time of a case: on its day, or the next for the morning part of a night shift. */
function instant(c: Case, time: string): Date {
  const next = c.to < c.from && time < c.from;
  const [y, m, d] = c.day.split("-").map(Number) as [number, number, number];
  const [h, mi, sec] = time.split(":").map(Number) as [number, number, number?];
  return new Date(paris.wallToInstant(Date.UTC(y, m - 1, d + (next ? 1 : 0), h, mi, sec ?? 0)));
}

let world: Awaited<ReturnType<typeof build>>;

async function build() {
  const admin = await registerAndLogin(ctx.app, { subscription: "enterprise" });
  const { id: clientId, siteIds } = await createClientWithSites(ctx.app, admin.token, {
    name: "Minuit",
    sites: ["Quai Nord"],
  });
  const siteId = siteIds[0] as string;
  const client = await createClientUser(ctx.app, ctx.database, admin.token, { clientId });
  const agent = await as(
    ctx.app,
    admin.token,
  )({
    method: "POST",
    url: "/api/agents",
    payload: { name: "Jean Nuit", badge: "N-1", phone: "06 00 00 00 01", email: "jean.nuit@exemple.fr" },
  });
  if (agent.statusCode !== 201) throw new Error(agent.body);
  const agentId = agent.json().id as string;
  const companyId = admin.company.id;
  const db = ctx.database.db;
  const planned: TPlannedShift[] = [];
  const events: TClockEvent[] = [];
  for (const c of CASES) {
    // Placed as the planning places a shift: its date and times are the company's (Europe/Paris).
    const { startsAt, endsAt } = placeShift({
      shift_date: c.day,
      start_time: c.from,
      end_time: c.to,
      break_minutes: 0,
    });
    const [row] = await db
      .insert(shifts)
      .values({
        companyId,
        agentId,
        siteId,
        shiftDate: c.day,
        startTime: c.from,
        endTime: c.to,
        startsAt,
        endsAt,
      })
      .returning({ id: shifts.id });
    const id = row?.id as string;
    planned.push({ id, siteId, shiftDate: c.day, startsAt, endsAt });
    for (const [kind, time, review] of c.events) {
      const at = instant(c, time);
      await db.insert(attendanceEvents).values({
        companyId,
        agentId,
        shiftId: id,
        siteId,
        kind,
        clientId: randomUUID(),
        occurredAt: at,
        reviewStatus: review ?? null,
      });
      if (review !== "rejected") events.push({ shiftId: id, kind, occurredAt: at });
    }
  }
  return { companyId, siteId, planned, events, client: as(ctx.app, client.token) };
}

beforeAll(async () => {
  world = await build();
});

describe("the service counted by the database", () => {
  it("equals the domain's shiftService, shift by shift, summed, by week and by month", async () => {
    const query = {
      companyId: world.companyId,
      siteIds: [world.siteId],
      from: "2026-03-01",
      to: "2026-04-30",
      now,
    };
    const expected = new Map(
      world.planned.map((s) => [
        s.id,
        shiftService({ shift: s, events: world.events, now, lateToleranceMinutes: LATE_TOLERANCE_MINUTES }),
      ]),
    );
    const listed = await listedShifts(ctx.database.db, query, 200);
    const byStart = [...world.planned].sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
    expect(listed.map((r) => r.starts_at)).toEqual(byStart.map((s) => s.startsAt.toISOString()));
    expect(
      listed.map((r) => ({ planned: r.planned, worked: r.worked, late: r.late, uncovered: r.uncovered })),
    ).toEqual(
      byStart.map((s) => {
        const e = expected.get(s.id);
        return {
          planned: e?.plannedMinutes,
          worked: e?.workedMinutes,
          late: e?.late,
          uncovered: e?.uncovered,
        };
      }),
    );
    const sums = await serviceSums(ctx.database.db, query);
    expect(sums.totals).toEqual(sumFigures([...expected.values()]));
    expect(sums.bySite.get(world.siteId)).toEqual(sums.totals);
    expect(sums.weeks).toEqual(figuresBy(world.planned, expected, isoWeekMonday));
    expect(sums.months).toEqual(figuresBy(world.planned, expected, (d) => d.slice(0, 7)));
    // Hand-checked anchors: the open night is counted to `now`, the 23:30 shift is March's.
    expect(sums.months.map((m) => [m.period, m.figures.shifts])).toEqual([
      ["2026-03", 8],
      ["2026-04", 2],
    ]);
  });

  it("puts a shift at 23:30 Paris on March 31 in March and one at 00:30 on April 1 in April", async () => {
    const march = (
      await world.client({ method: "GET", url: "/api/portal/service?from=2026-03-01&to=2026-03-31" })
    ).json();
    const times = march.shifts.map((s: { date: string; startsAt: string }) => [s.date, s.startsAt]);
    expect(times).toContainEqual(["2026-03-31", "2026-03-31T21:30:00.000Z"]);
    expect(times).not.toContainEqual(["2026-04-01", "2026-03-31T22:30:00.000Z"]);
    const april = (
      await world.client({ method: "GET", url: "/api/portal/service?from=2026-04-01&to=2026-04-30" })
    ).json();
    expect(april.shifts.map((s: { startsAt: string }) => s.startsAt)).toContain("2026-03-31T22:30:00.000Z");
    expect(april.months.map((m: { period: string }) => m.period)).toEqual(["2026-04"]);
    // Tuesday March 31 is in the ISO week of Monday March 30, as is Wednesday April 1.
    expect(april.weeks.map((w: { period: string }) => w.period)).toEqual(["2026-03-30"]);
  });
});
