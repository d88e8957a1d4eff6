// Conflicts at save time (decision 040): a shift change answers the conflicts it creates, blocking
// severities refuse it with 409 and the list, an administrator or manager may override with a reason.
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { member } from "../settings/settings-test-helpers.ts";
import { siteAndAgent } from "./planning-test-helpers.ts";

const ctx = useTestApp();
const BASE = "/api/planning-advanced";

type TConflictBody = { conflict_type: string; severity: string; shift_ids: string[]; description: string };

async function setup() {
  const admin = await registerAndLogin(ctx.app);
  const call = as(ctx.app, admin.token);
  const { siteId, agentId } = await siteAndAgent(ctx.app, admin.token);
  const shift = (payload: Record<string, unknown>, token = admin.token, headers = {}) =>
    as(
      ctx.app,
      token,
    )({
      method: "POST",
      url: `${BASE}/shifts`,
      headers,
      payload: { agent_id: agentId, site_id: siteId, break_minutes: 0, ...payload },
    });
  const listed = async () =>
    (await call({ method: "GET", url: `${BASE}/shifts?start_date=2030-03-01&end_date=2030-03-31` })).json();
  return { admin, call, siteId, agentId, shift, listed };
}

describe("conflicts at save time", () => {
  it("refuses an overlapping shift with 409 and the conflict, in the caller's language, and writes nothing", async () => {
    const { shift, listed } = await setup();
    const first = await shift({ shift_date: "2030-03-11", start_time: "08:00", end_time: "16:00" });
    expect(first.statusCode).toBe(201);
    expect(first.json().conflicts).toEqual([]);

    const second = await shift({ shift_date: "2030-03-11", start_time: "12:00", end_time: "20:00" });
    expect(second.statusCode).toBe(409);
    const body = second.json();
    expect(body.detail).toContain("1 conflit");
    expect(body.conflicts.map((c: TConflictBody) => [c.conflict_type, c.severity])).toEqual([
      ["overlap", "critical"],
    ]);
    expect(body.conflicts[0].shift_ids).toContain(first.json().id);
    expect(await listed()).toHaveLength(1);

    const english = await shift(
      { shift_date: "2030-03-11", start_time: "12:00", end_time: "20:00" },
      undefined,
      { "accept-language": "en" },
    );
    expect(english.statusCode).toBe(409);
    expect(english.json().detail).toContain("blocking conflict");
    expect(english.json().conflicts[0].description).toMatch(/^Overlap:/);
  });

  it("keeps a change that only creates warnings or errors, and answers them as conflicts/detect words them", async () => {
    const { call, shift } = await setup();
    await shift({ shift_date: "2030-03-11", start_time: "21:00", end_time: "07:00" });
    // Back at 15:00 after a night ending at 07:00: 8 h of rest, an error, not blocking by default.
    const res = await shift({ shift_date: "2030-03-12", start_time: "15:00", end_time: "23:00" });
    expect(res.statusCode).toBe(201);
    const conflicts: TConflictBody[] = res.json().conflicts;
    expect(conflicts.map((c) => c.conflict_type)).toEqual(["insufficient_rest"]);
    const detected = (
      await call({
        method: "POST",
        url: `${BASE}/conflicts/detect?start_date=2030-03-09&end_date=2030-03-15`,
      })
    ).json();
    expect(conflicts).toEqual(detected.conflicts);
  });

  it("lets an administrator or manager override with an audited reason, not a planner", async () => {
    const { admin, call, shift, listed } = await setup();
    const planner = await member(ctx.app, admin.token, "planner");
    const manager = await member(ctx.app, admin.token, "manager");
    await shift({ shift_date: "2030-03-11", start_time: "08:00", end_time: "16:00" });
    const overlapping = { shift_date: "2030-03-11", start_time: "10:00", end_time: "12:00" };

    expect((await shift(overlapping, planner.token)).statusCode).toBe(409);
    const refused = await shift({ ...overlapping, override_reason: "Renfort" }, planner.token);
    expect(refused.statusCode).toBe(403);
    expect(await listed()).toHaveLength(1);
    // A blank reason is no reason.
    expect((await shift({ ...overlapping, override_reason: "  " }, manager.token)).statusCode).toBe(422);

    const kept = await shift(
      { ...overlapping, override_reason: "Double poste validé par le client" },
      manager.token,
    );
    expect(kept.statusCode).toBe(201);
    expect(kept.json().conflicts.map((c: TConflictBody) => c.conflict_type)).toEqual(["overlap"]);
    expect(await listed()).toHaveLength(2);

    const journal = (
      await call({ method: "GET", url: "/api/audit?entity=shift&action=override_conflicts" })
    ).json();
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({
      entity_id: kept.json().id,
      details: {
        reason: "Double poste validé par le client",
        conflicts: [expect.objectContaining({ type: "overlap", severity: "critical" })],
      },
    });
  });

  it("checks edits and moves, judging only the conflicts the change creates", async () => {
    const { shift, call, listed } = await setup();
    const morning = (
      await shift({ shift_date: "2030-03-11", start_time: "08:00", end_time: "12:00" })
    ).json();
    const afternoon = (
      await shift({ shift_date: "2030-03-11", start_time: "13:00", end_time: "17:00" })
    ).json();
    const patch = (id: string, payload: Record<string, unknown>) =>
      call({ method: "PATCH", url: `${BASE}/shifts/${id}`, payload });

    const moved = await patch(afternoon.id, { start_time: "11:00" });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().conflicts[0]).toMatchObject({ conflict_type: "overlap" });
    expect((await listed()).find((s: { id: string }) => s.id === afternoon.id).start_time).toBe("13:00");

    const kept = await patch(afternoon.id, { start_time: "11:00", override_reason: "Passage de consignes" });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().start_time).toBe("11:00");
    // The overlap is already there: editing the notes creates nothing new and is not refused.
    const notes = await patch(afternoon.id, { notes: "Clés au PC sécurité" });
    expect(notes.statusCode).toBe(200);
    expect(notes.json().conflicts).toEqual([]);
    // Moving the morning away and back onto it is a new conflict again.
    expect((await patch(morning.id, { shift_date: "2030-03-12" })).statusCode).toBe(200);
    expect((await patch(morning.id, { shift_date: "2030-03-11" })).statusCode).toBe(409);
    // A cancelled shift conflicts with nothing.
    expect((await patch(morning.id, { shift_date: "2030-03-11", status: "cancelled" })).statusCode).toBe(200);
  });

  it("blocks the severities the company chose", async () => {
    const { call, shift } = await setup();
    const settings = (await call({ method: "GET", url: `${BASE}/settings` })).json();
    expect(settings.blockingSeverities).toEqual(["critical"]);
    await call({
      method: "PUT",
      url: `${BASE}/settings`,
      payload: { ...settings, blockingSeverities: ["critical", "error"] },
    });
    await shift({ shift_date: "2030-03-11", start_time: "21:00", end_time: "07:00" });
    const tired = await shift({ shift_date: "2030-03-12", start_time: "15:00", end_time: "23:00" });
    expect(tired.statusCode).toBe(409);
    expect(tired.json().conflicts.map((c: TConflictBody) => c.conflict_type)).toEqual(["insufficient_rest"]);

    await call({ method: "PUT", url: `${BASE}/settings`, payload: { ...settings, blockingSeverities: [] } });
    const overlap = await shift({ shift_date: "2030-03-11", start_time: "22:00", end_time: "23:00" });
    expect(overlap.statusCode).toBe(201);
    expect(overlap.json().conflicts.map((c: TConflictBody) => c.conflict_type)).toContain("overlap");
  });

  it("blocks a shift during a declared leave", async () => {
    const { call, shift, agentId } = await setup();
    await call({
      method: "POST",
      url: `/api/agents/${agentId}/unavailability`,
      payload: { kind: "leave", startDate: "2030-03-16", endDate: "2030-03-22", reason: "Congés payés" },
    });
    const res = await shift({ shift_date: "2030-03-18", start_time: "08:00", end_time: "16:00" });
    expect(res.statusCode).toBe(409);
    expect(res.json().conflicts[0]).toMatchObject({
      conflict_type: "agent_unavailable",
      severity: "critical",
    });
  });

  it("checks a new shift or a change without writing anything (decision 041)", async () => {
    const { admin, call, shift, listed, agentId, siteId } = await setup();
    const planner = await member(ctx.app, admin.token, "planner");
    const first = (await shift({ shift_date: "2030-03-11", start_time: "08:00", end_time: "16:00" })).json();
    const check = (payload: Record<string, unknown>, token = admin.token) =>
      as(
        ctx.app,
        token,
      )({
        method: "POST",
        url: `${BASE}/shifts/check`,
        payload: { agent_id: agentId, site_id: siteId, break_minutes: 0, ...payload },
      });

    const clear = await check({ shift_date: "2030-03-13", start_time: "08:00", end_time: "16:00" });
    expect(clear.statusCode).toBe(200);
    expect(clear.json()).toEqual({ conflicts: [], blocking: [], may_override: true });

    const overlap = await check(
      { shift_date: "2030-03-11", start_time: "12:00", end_time: "20:00" },
      planner.token,
    );
    expect(overlap.statusCode).toBe(200);
    expect(overlap.json().may_override).toBe(false);
    expect(overlap.json().blocking.map((c: TConflictBody) => c.conflict_type)).toEqual(["overlap"]);
    // What the save would answer, word for word.
    const refused = await shift({ shift_date: "2030-03-11", start_time: "12:00", end_time: "20:00" });
    const words = (list: TConflictBody[]) =>
      list.map(({ conflict_type, severity, description }) => ({ conflict_type, severity, description }));
    expect(words(overlap.json().blocking)).toEqual(words(refused.json().conflicts));

    const tired = await check({ shift_date: "2030-03-12", start_time: "01:00", end_time: "03:00" });
    expect(tired.json().blocking).toEqual([]);
    expect(tired.json().conflicts.map((c: TConflictBody) => c.conflict_type)).toEqual(["insufficient_rest"]);

    const moved = await call({
      method: "POST",
      url: `${BASE}/shifts/${first.id}/check`,
      payload: { shift_date: "2030-03-12", start_time: "06:00" },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().blocking).toEqual([]);
    // Nothing written: no new shift, the first one unmoved, no audit row of the dry runs.
    const shifts = await listed();
    expect(shifts).toHaveLength(1);
    expect(shifts[0]).toMatchObject({ shift_date: "2030-03-11", start_time: "08:00" });
    const journal = (await call({ method: "GET", url: `/api/audit?entity=shift&action=create` })).json();
    expect(journal).toHaveLength(1);
    expect(
      (
        await call({
          method: "POST",
          url: `${BASE}/shifts/00000000-0000-4000-8000-000000000000/check`,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });
});
