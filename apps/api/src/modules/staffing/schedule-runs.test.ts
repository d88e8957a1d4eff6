// The automatic scheduler as a job (decision 110): a run in a worker thread with HiGHS (and the greedy
// engine), followed by polling, cancelled, read, applied in one audited transaction; roles and
// another company's ids.
import { and, count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fieldCompany } from "../../../test/field-world.ts";
import { useTestApp } from "../../../test/helpers.ts";
import { auditLog, shifts } from "../../db/schema.ts";

const ctx = useTestApp();

type World = Awaited<ReturnType<typeof fieldCompany>>;
let w: World;
let other: World;
let siteId: string;
let qualified: string;
const period = { start_date: "2026-09-07", end_date: "2026-09-08" };

type Caller = World["planner"];
async function finished(who: Caller, id: string) {
  let run: { status: string } & Record<string, unknown> = { status: "running" };
  await expect
    .poll(
      async () => {
        run = (await who.call({ method: "GET", url: `/api/coverage/schedule/runs/${id}` })).json();
        return run.status;
      },
      { timeout: 90_000, interval: 200 },
    )
    .not.toBe("running");
  return run as Record<string, never> & { status: string; result: Record<string, never> | null };
}

beforeAll(async () => {
  w = await fieldCompany(ctx.app, "Planif Auto SA");
  other = await fieldCompany(ctx.app, "Autre Planif SA");
  siteId = (await w.post("/api/sites", { name: "Entrepôt Nord", address: "9 rue D, Lille" })).id;
  qualified = (
    await w.post("/api/agents", {
      name: "Inès SSIAP",
      badge: "RUN-1",
      phone: "06 00 00 00 19",
      email: `run.${Date.now()}@exemple.fr`,
      certifications: ["SSIAP 1"],
    })
  ).id;
  const post = await w.planner.call({
    method: "POST",
    url: "/api/coverage/posts",
    payload: {
      site_id: siteId,
      name: "Nuit",
      start_time: "19:00",
      end_time: "07:00",
      required: { weekday: 1, saturday: 1, sunday: 1, holiday: 1 },
      qualifications: ["SSIAP 1"],
    },
  });
  expect(post.statusCode, post.body).toBe(201);
});

describe("scheduling runs", () => {
  it("runs HiGHS in a worker, shows the breakdown and hours, and applies the result in one audited transaction", async () => {
    const started = await w.planner.call({
      method: "POST",
      url: "/api/coverage/schedule/runs",
      payload: { ...period, site_ids: [siteId], time_budget_seconds: 30 },
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ status: "running", engine: "highs" });
    const run = await finished(w.planner, started.json().id);
    expect(run.status).toBe("done");
    const result = run.result as unknown as {
      proposed: { agent_id: string; shift_date: string; post: string; site_id: string }[];
      breakdown: Record<string, number>;
      agents: { agent_id: string; shifts: number; minutes: number; contract_minutes: number }[];
      fairness: Record<string, { spread: number }>;
      cost: number;
      cost_before: number;
    };
    // Only Inès holds SSIAP 1: one night each day (12 h of rest between two 19:00-07:00 nights).
    expect(result.proposed.map((s) => [s.agent_id, s.shift_date, s.post])).toEqual([
      [qualified, "2026-09-07", "Nuit"],
      [qualified, "2026-09-08", "Nuit"],
    ]);
    expect(result.cost_before).toBe(2000);
    expect(result.cost).toBe(0);
    expect(result.breakdown.uncovered).toBe(0);
    expect(result.agents.find((a) => a.agent_id === qualified)).toMatchObject({
      shifts: 2,
      minutes: 2 * 690,
    });
    expect(result.fairness.nights).toBeDefined();

    const applied = await w.manager.call({
      method: "POST",
      url: "/api/coverage/schedule/apply",
      payload: {
        shifts: result.proposed.map(({ agent_id, site_id, post, shift_date }) => ({
          agent_id,
          site_id,
          post,
          shift_date,
          start_time: "19:00",
          end_time: "07:00",
        })),
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const rows = await ctx.database.db.select().from(shifts).where(eq(shifts.siteId, siteId));
    expect(rows.map((r) => r.shiftDate).sort()).toEqual(["2026-09-07", "2026-09-08"]);
    const [audits] = await ctx.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "shift"),
          inArray(
            auditLog.entityId,
            rows.map((r) => r.id),
          ),
        ),
      );
    expect(audits?.n).toBe(2);
  });

  it("runs the greedy engine too; the applied nights are kept and nothing is proposed again", async () => {
    const started = await w.manager.call({
      method: "POST",
      url: "/api/coverage/schedule/runs",
      payload: { ...period, site_ids: [siteId], engine: "greedy" },
    });
    expect(started.statusCode, started.body).toBe(202);
    const run = await finished(w.manager, started.json().id);
    expect(run.status).toBe("done");
    expect((run.result as unknown as { proposed: unknown[] }).proposed).toEqual([]);
  });

  it("cancels a run, allows one run at a time per company, and hides a run from another company", async () => {
    const started = await w.planner.call({
      method: "POST",
      url: "/api/coverage/schedule/runs",
      payload: { start_date: "2026-10-01", end_date: "2026-10-31" },
    });
    expect(started.statusCode, started.body).toBe(202);
    const id = started.json().id;
    const second = await w.manager.call({
      method: "POST",
      url: "/api/coverage/schedule/runs",
      payload: { start_date: "2026-10-01", end_date: "2026-10-07" },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toMatch(/déjà en cours/);
    for (const url of [`/api/coverage/schedule/runs/${id}`]) {
      expect((await other.planner.call({ method: "GET", url })).statusCode).toBe(404);
    }
    expect(
      (await other.planner.call({ method: "POST", url: `/api/coverage/schedule/runs/${id}/cancel` }))
        .statusCode,
    ).toBe(404);
    const cancel = await w.planner.call({ method: "POST", url: `/api/coverage/schedule/runs/${id}/cancel` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const run = await finished(w.planner, id);
    expect(run.status).toBe("cancelled");
  });

  it("refuses operators and agents", async () => {
    for (const who of [w.operator, w.agentUser]) {
      const refused = await who.call({ method: "POST", url: "/api/coverage/schedule/runs", payload: period });
      expect(refused.statusCode).toBe(403);
    }
  });
});
