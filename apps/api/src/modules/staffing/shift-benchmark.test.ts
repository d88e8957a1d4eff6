// A benchmark instance in Curtois & Qu's format through the API (decision 137): planned by HiGHS in the
// worker, answered with the benchmark's objective (the hand optimum of a tiny instance), French 422 for
// a broken text, and the rights of a planning run (planners and managers; operators and agents 403).
import { beforeAll, describe, expect, it } from "vitest";
import { fieldCompany } from "../../../test/field-world.ts";
import { useTestApp } from "../../../test/helpers.ts";

const ctx = useTestApp();
let w: Awaited<ReturnType<typeof fieldCompany>>;

// One week; only B may work N, and D may not follow N; A asks not to work D on day 0 (5). The cover
// needs one D a day and one N on day 0: B holds N on day 0, so A must hold D that day. Optimum 5
// (A = D D D - - D D, B = N - - D D - -; see the domain test for the reasoning).
const TINY = [
  "SECTION_HORIZON",
  "7",
  "SECTION_SHIFTS",
  "D,480,",
  "N,480,D",
  "SECTION_STAFF",
  "A,D=5|N=0,2400,1440,3,2,2,1",
  "B,D=7|N=7,2400,0,5,1,1,1",
  "SECTION_DAYS_OFF",
  "B,6",
  "SECTION_SHIFT_ON_REQUESTS",
  "B,4,D,3",
  "SECTION_SHIFT_OFF_REQUESTS",
  "A,0,D,5",
  "SECTION_COVER",
  ...[0, 1, 2, 3, 4, 5, 6].map((d) => `${d},D,1,100,1`),
  "0,N,1,100,1",
].join("\n");

beforeAll(async () => {
  w = await fieldCompany(ctx.app, "Banc Planif SA");
});

const url = "/api/coverage/benchmarks/shift-scheduling";

describe("POST /api/coverage/benchmarks/shift-scheduling", () => {
  it("plans the instance and answers the benchmark's objective: the hand optimum, no hard violation", async () => {
    const res = await w.planner.call({
      method: "POST",
      url,
      payload: { instance: TINY, time_budget_seconds: 20, seed: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.objective).toEqual({
      total: 5,
      cover_under: 0,
      cover_over: 0,
      on_requests: 0,
      off_requests: 5,
    });
    expect(body.hard_violations).toBe(0);
    expect(body.roster.B[0]).toBe("N");
    expect(body.roster.A[0]).toBe("D");
  }, 90_000);

  it("refuses a broken text with the line in French, and in English for an English reader", async () => {
    const bad = await w.manager.call({
      method: "POST",
      url,
      payload: { instance: TINY.replace("0,N,1,100,1", "0,X,1,100,1") },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe("Ligne 23 : vacation inconnue « X »");
    const english = await w.manager.call({
      method: "POST",
      url,
      headers: { "accept-language": "en" },
      payload: { instance: TINY.replace("SECTION_HORIZON\n7", "SECTION_HORIZON\n0") },
    });
    expect(english.statusCode).toBe(422);
    expect(english.json().detail).toBe("Line 2: “0” is not a valid integer for SECTION_HORIZON");
    const notMonday = await w.manager.call({
      method: "POST",
      url,
      payload: { instance: TINY, start_date: "2027-01-05" },
    });
    expect(notMonday.json().detail).toBe("Le premier jour de l'instance doit être un lundi");
  });

  it("refuses operators and agents", async () => {
    for (const who of [w.operator, w.agentUser]) {
      const refused = await who.call({ method: "POST", url, payload: { instance: TINY } });
      expect(refused.statusCode).toBe(403);
    }
  });
});
