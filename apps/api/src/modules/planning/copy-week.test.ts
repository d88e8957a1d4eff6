// Copy a week (issue 15 item 2): preview without writing, one transaction, save-time conflicts.
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { member } from "../settings/settings-test-helpers.ts";
import { siteAndAgent } from "./planning-test-helpers.ts";

const ctx = useTestApp();
const BASE = "/api/planning-advanced";

async function setup() {
  const admin = await registerAndLogin(ctx.app);
  const call = as(ctx.app, admin.token);
  const { siteId, agentId } = await siteAndAgent(ctx.app, admin.token);
  const shift = (payload: Record<string, unknown>) =>
    call({
      method: "POST",
      url: `${BASE}/shifts`,
      payload: { agent_id: agentId, site_id: siteId, break_minutes: 0, ...payload },
    });
  const listed = async (start: string, end: string) =>
    (await call({ method: "GET", url: `${BASE}/shifts?start_date=${start}&end_date=${end}` }))
      .json()
      .filter((s: { shift_date: string }) => s.shift_date >= start);
  const copy = (payload: Record<string, unknown>, token = admin.token) =>
    as(ctx.app, token)({ method: "POST", url: `${BASE}/shifts/copy-week`, payload });
  return { admin, call, siteId, agentId, shift, listed, copy };
}

describe("copy a week", () => {
  it("previews without writing, then copies every shift in one go, audited", async () => {
    const { call, shift, listed, copy } = await setup();
    await shift({ shift_date: "2030-03-11", start_time: "08:00", end_time: "16:00" });
    await shift({ shift_date: "2030-03-13", start_time: "21:00", end_time: "07:00" });
    await shift({ shift_date: "2030-03-14", start_time: "08:00", end_time: "12:00", status: "cancelled" });

    const preview = await copy({ source_week: "2030-03-12", target_week: "2030-03-18", dry_run: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ count: 2, conflicts: [], blocking: [] });
    expect(preview.json().shifts.map((s: { shift_date: string }) => s.shift_date)).toEqual([
      "2030-03-18",
      "2030-03-20",
    ]);
    expect(await listed("2030-03-18", "2030-03-24")).toHaveLength(0);

    const done = await copy({ source_week: "2030-03-12", target_week: "2030-03-18" });
    expect(done.statusCode).toBe(200);
    expect(done.json().count).toBe(2);
    const copied = await listed("2030-03-18", "2030-03-24");
    expect(copied.map((s: { start_time: string; status: string }) => [s.start_time, s.status])).toEqual([
      ["08:00", "scheduled"],
      ["21:00", "scheduled"],
    ]);
    const journal = (await call({ method: "GET", url: "/api/audit?entity=shift&action=create" })).json();
    expect(journal).toHaveLength(5);
  });

  it("refuses a copy that creates a blocking conflict and writes none of it; a manager overrides with a reason", async () => {
    const { admin, shift, listed, copy } = await setup();
    await shift({ shift_date: "2030-03-11", start_time: "08:00", end_time: "16:00" });
    await shift({ shift_date: "2030-03-12", start_time: "08:00", end_time: "16:00" });
    // Already there in the target week: the Tuesday copy would overlap it.
    await shift({ shift_date: "2030-03-19", start_time: "10:00", end_time: "18:00" });

    const preview = await copy({ source_week: "2030-03-11", target_week: "2030-03-18", dry_run: true });
    expect(preview.json().blocking.map((c: { conflict_type: string }) => c.conflict_type)).toEqual([
      "overlap",
    ]);

    const refused = await copy({ source_week: "2030-03-11", target_week: "2030-03-18" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().conflicts[0].conflict_type).toBe("overlap");
    // Not even the Monday copy, which had no conflict: one transaction.
    expect(await listed("2030-03-18", "2030-03-24")).toHaveLength(1);

    const planner = await member(ctx.app, admin.token, "planner");
    const forbidden = await copy(
      { source_week: "2030-03-11", target_week: "2030-03-18", override_reason: "Renfort" },
      planner.token,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(await listed("2030-03-18", "2030-03-24")).toHaveLength(1);

    const kept = await copy({
      source_week: "2030-03-11",
      target_week: "2030-03-18",
      override_reason: "Double poste demandé par le client",
    });
    expect(kept.statusCode).toBe(200);
    expect(await listed("2030-03-18", "2030-03-24")).toHaveLength(3);
  });

  it("lets a planner create the shifts without conflict and lists the ones left out, with why (issue 29)", async () => {
    const { admin, shift, listed } = await setup();
    await shift({ shift_date: "2030-03-11", start_time: "08:00", end_time: "16:00" });
    await shift({ shift_date: "2030-03-12", start_time: "08:00", end_time: "16:00" });
    await shift({ shift_date: "2030-03-13", start_time: "08:00", end_time: "16:00" });
    await shift({ shift_date: "2030-03-19", start_time: "10:00", end_time: "18:00" });
    const planner = await member(ctx.app, admin.token, "planner");
    const copy = (extra: Record<string, unknown>) =>
      as(
        ctx.app,
        planner.token,
      )({
        method: "POST",
        url: `${BASE}/shifts/copy-week`,
        payload: { source_week: "2030-03-11", target_week: "2030-03-18", skip_conflicting: true, ...extra },
      });

    const preview = await copy({ dry_run: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ count: 2, blocking: [] });
    expect(await listed("2030-03-18", "2030-03-24")).toHaveLength(1);

    const done = await copy({});
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body.count).toBe(2);
    expect(body.shifts.map((s: { shift_date: string }) => s.shift_date)).toEqual([
      "2030-03-18",
      "2030-03-20",
    ]);
    expect(body.skipped).toHaveLength(1);
    expect(body.skipped[0]).toMatchObject({
      shift_date: "2030-03-19",
      start_time: "08:00",
      end_time: "16:00",
    });
    expect(body.skipped[0].reasons[0]).toMatch(/chevauch/i);
    const target = await listed("2030-03-18", "2030-03-24");
    expect(
      target.map((s: { shift_date: string; start_time: string }) => `${s.shift_date} ${s.start_time}`).sort(),
    ).toEqual(["2030-03-18 08:00", "2030-03-19 10:00", "2030-03-20 08:00"]);
  });

  it("refuses a copy onto the same week with a French 422", async () => {
    const { copy } = await setup();
    const res = await copy({ source_week: "2030-03-11", target_week: "2030-03-17" });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain("La semaine cible doit être différente");
  });
});
