// Copy a day, repeat, apply a template (issue 15 item 2, decision 053): the preview is what is created,
// blocking conflicts refuse the whole batch unless a manager overrides (audited), per-role refusals,
// ids of another company refused, and a failure in the middle of the batch leaves nothing created.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { member } from "../settings/settings-test-helpers.ts";
import { siteAndAgent } from "./planning-test-helpers.ts";

const ctx = useTestApp();
const BASE = "/api/planning-advanced";

type TListed = { agent_id: string; shift_date: string; start_time: string; end_time: string; status: string };

async function setup(subscription = "basic") {
  const admin = await registerAndLogin(ctx.app, { subscription });
  const call = as(ctx.app, admin.token);
  const { siteId, agentId } = await siteAndAgent(ctx.app, admin.token);
  const shift = async (payload: Record<string, unknown>) => {
    const res = await call({
      method: "POST",
      url: `${BASE}/shifts`,
      payload: { agent_id: agentId, site_id: siteId, break_minutes: 0, ...payload },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json() as { id: string };
  };
  const listed = async (start: string, end: string): Promise<TListed[]> =>
    (await call({ method: "GET", url: `${BASE}/shifts?start_date=${start}&end_date=${end}&limit=2000` }))
      .json()
      .filter((s: TListed) => s.shift_date >= start);
  const post = (url: string, payload: Record<string, unknown>, token = admin.token) =>
    as(ctx.app, token)({ method: "POST", url: `${BASE}${url}`, payload });
  const template = async () => {
    const res = await call({
      method: "POST",
      url: `${BASE}/templates/shifts`,
      payload: {
        name: "Matin",
        start_time: "06:00",
        end_time: "14:00",
        paid_break_minutes: 20,
        unpaid_break_minutes: 10,
      },
    });
    return res.json().id as string;
  };
  return { admin, call, siteId, agentId, shift, listed, post, template };
}

const key = (s: { agent_id: string; shift_date: string; start_time: string; end_time: string }) =>
  `${s.agent_id} ${s.shift_date} ${s.start_time}-${s.end_time}`;

describe("copy a day", () => {
  it("previews exactly what it then creates on several days, without cancelled shifts, audited", async () => {
    const { call, shift, listed, post } = await setup();
    await shift({ shift_date: "2030-03-12", start_time: "08:00", end_time: "16:00" });
    await shift({ shift_date: "2030-03-12", start_time: "21:00", end_time: "23:00", status: "cancelled" });
    const body = { source_date: "2030-03-12", target_dates: ["2030-03-14", "2030-03-15"] };

    const preview = await post("/shifts/copy-day", { ...body, dry_run: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ count: 2, conflicts: [], blocking: [], may_override: true });
    expect(await listed("2030-03-13", "2030-03-16")).toHaveLength(0);

    const done = await post("/shifts/copy-day", body);
    expect(done.statusCode).toBe(200);
    const created = await listed("2030-03-13", "2030-03-16");
    expect(created.map(key).sort()).toEqual(preview.json().shifts.map(key).sort());
    expect(created.every((s) => s.status === "scheduled")).toBe(true);
    const journal = (await call({ method: "GET", url: "/api/audit?entity=shift&action=create" })).json();
    expect(journal).toHaveLength(4);
  });

  it("refuses an agent and an operator (403) and creates nothing", async () => {
    const { admin, shift, listed, post } = await setup();
    await shift({ shift_date: "2030-03-12", start_time: "08:00", end_time: "16:00" });
    for (const role of ["agent", "operator"]) {
      const someone = await member(ctx.app, admin.token, role);
      for (const [url, payload] of [
        ["/shifts/copy-day", { source_date: "2030-03-12", target_dates: ["2030-03-13"] }],
        ["/shifts/repeat", { source_week: "2030-03-12", until: "2030-04-30" }],
        ["/shifts/copy-week", { source_week: "2030-03-12", target_week: "2030-03-19" }],
      ] as const) {
        const res = await post(url, payload, someone.token);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect(await listed("2030-03-13", "2030-05-01")).toHaveLength(0);
  });
});

describe("repeat every N weeks", () => {
  it("repeats a week every 2 weeks up to the end date included; the preview is what is created", async () => {
    const { shift, listed, post } = await setup();
    await shift({ shift_date: "2030-03-11", start_time: "08:00", end_time: "16:00" });
    await shift({ shift_date: "2030-03-15", start_time: "21:00", end_time: "07:00" });
    const body = { source_week: "2030-03-13", every_weeks: 2, until: "2030-04-08" };
    const preview = await post("/shifts/repeat", { ...body, dry_run: true });
    expect(preview.statusCode).toBe(200);
    // Weeks of 25 March and 8 April; the Friday 12 April is after the end date.
    expect(preview.json().shifts.map((s: TListed) => s.shift_date)).toEqual([
      "2030-03-25",
      "2030-03-29",
      "2030-04-08",
    ]);
    expect(await listed("2030-03-18", "2030-04-30")).toHaveLength(0);
    expect((await post("/shifts/repeat", body)).statusCode).toBe(200);
    expect((await listed("2030-03-18", "2030-04-30")).map(key).sort()).toEqual(
      preview.json().shifts.map(key).sort(),
    );
  });

  it("repeats one shift by id, and refuses beyond 52 weeks with a French 422", async () => {
    const { shift, listed, post } = await setup();
    const one = await shift({ shift_date: "2030-03-11", start_time: "08:00", end_time: "16:00" });
    await shift({ shift_date: "2030-03-11", start_time: "18:00", end_time: "20:00" });
    const far = await post("/shifts/repeat", { shift_ids: [one.id], until: "2031-03-17" });
    expect(far.statusCode).toBe(422);
    expect(JSON.stringify(far.json())).toContain("limitée à 52 semaines");
    const weekFar = await post("/shifts/repeat", { source_week: "2030-03-11", until: "2031-03-17" });
    expect(weekFar.statusCode).toBe(422);
    const done = await post("/shifts/repeat", { shift_ids: [one.id], until: "2030-04-01" });
    expect(done.json().count).toBe(3);
    expect((await listed("2030-03-12", "2030-04-30")).map((s) => s.start_time)).toEqual([
      "08:00",
      "08:00",
      "08:00",
    ]);
  });

  it("into a week with a leave: 409 with the conflict and nothing created; a manager overrides, audited", async () => {
    const { admin, call, agentId, shift, listed, post } = await setup();
    await shift({ shift_date: "2030-03-11", start_time: "08:00", end_time: "16:00" });
    await call({
      method: "POST",
      url: `/api/agents/${agentId}/unavailability`,
      payload: { kind: "leave", startDate: "2030-03-25", endDate: "2030-03-29" },
    });
    const body = { source_week: "2030-03-11", until: "2030-04-01" };
    const preview = await post("/shifts/repeat", { ...body, dry_run: true });
    expect(preview.json().blocking.map((c: { conflict_type: string }) => c.conflict_type)).toEqual([
      "agent_unavailable",
    ]);
    const refused = await post("/shifts/repeat", body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().conflicts[0].conflict_type).toBe("agent_unavailable");
    expect(await listed("2030-03-12", "2030-04-30")).toHaveLength(0);

    const planner = await member(ctx.app, admin.token, "planner");
    const plannerTry = await post("/shifts/repeat", { ...body, override_reason: "Urgence" }, planner.token);
    expect(plannerTry.statusCode).toBe(403);
    expect(await listed("2030-03-12", "2030-04-30")).toHaveLength(0);

    const manager = await member(ctx.app, admin.token, "manager");
    const kept = await post("/shifts/repeat", { ...body, override_reason: "Congé reporté" }, manager.token);
    expect(kept.statusCode).toBe(200);
    expect(await listed("2030-03-12", "2030-04-30")).toHaveLength(3);
    const overrides = (
      await call({ method: "GET", url: "/api/audit?entity=shift&action=override_conflicts" })
    ).json();
    expect(overrides).toHaveLength(1);
    expect(overrides[0].details).toMatchObject({
      reason: "Congé reporté",
      conflicts: [{ type: "agent_unavailable", severity: "critical" }],
    });
  });
});

describe("apply a template", () => {
  it("creates one shift per agent and chosen weekday, as previewed", async () => {
    const { admin, agentId, listed, post, template } = await setup();
    const other = await siteAndAgent(ctx.app, admin.token);
    const body = {
      template_id: await template(),
      agent_ids: [agentId, other.agentId],
      start_date: "2030-03-11",
      end_date: "2030-03-24",
      weekdays: [1, 3],
    };
    const preview = await post("/shifts/apply-template", { ...body, dry_run: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().count).toBe(8);
    expect(await listed("2030-03-11", "2030-03-24")).toHaveLength(0);
    expect((await post("/shifts/apply-template", body)).statusCode).toBe(200);
    const created = await listed("2030-03-11", "2030-03-24");
    expect(created.map(key).sort()).toEqual(preview.json().shifts.map(key).sort());
    expect(new Set(created.map((s) => `${s.start_time}-${s.end_time}`))).toEqual(new Set(["06:00-14:00"]));
  });

  it("refuses another company's agent, site and template with a 422 and creates nothing", async () => {
    const { agentId, listed, post, template } = await setup();
    const stranger = await registerAndLogin(ctx.app);
    const theirs = await siteAndAgent(ctx.app, stranger.token);
    const theirTemplate = (
      await as(
        ctx.app,
        stranger.token,
      )({
        method: "POST",
        url: `${BASE}/templates/shifts`,
        payload: { name: "Nuit" },
      })
    ).json().id;
    const mine = await template();
    const base = { template_id: mine, agent_ids: [agentId], dates: ["2030-03-12", "2030-03-13"] };
    const cases = [
      [{ ...base, agent_ids: [agentId, theirs.agentId] }, ["body", "agent_ids", 1]],
      [{ ...base, site_id: theirs.siteId }, ["body", "site_id"]],
      [{ ...base, template_id: theirTemplate }, ["body", "template_id"]],
    ] as const;
    for (const [payload, loc] of cases) {
      const res = await post("/shifts/apply-template", payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(loc);
    }
    expect(await listed("2030-03-11", "2030-03-14")).toHaveLength(0);
    // Nor can a week of theirs be copied into ours: their shifts are not seen.
    const their = as(ctx.app, stranger.token);
    await their({
      method: "POST",
      url: `${BASE}/shifts`,
      payload: {
        agent_id: theirs.agentId,
        site_id: theirs.siteId,
        shift_date: "2030-03-12",
        start_time: "08:00",
        end_time: "12:00",
      },
    });
    const copied = await post("/shifts/copy-day", {
      source_date: "2030-03-12",
      target_dates: ["2030-03-13"],
    });
    expect(copied.json().count).toBe(0);
    const byId = await post("/shifts/repeat", {
      shift_ids: [
        (
          await their({ method: "GET", url: `${BASE}/shifts?start_date=2030-03-12&end_date=2030-03-12` })
        ).json()[0].id,
      ],
      until: "2030-04-30",
    });
    expect(byId.statusCode).toBe(422);
    expect(byId.json().detail[0].loc).toEqual(["body", "shift_ids", 0]);
  });

  it("a failure in the middle of the batch (second insert statement) leaves nothing created", async () => {
    const { admin, siteId, agentId, listed, post, template } = await setup("enterprise");
    const call = as(ctx.app, admin.token);
    const agentIds = [agentId];
    for (let i = 0; i < 16; i += 1) {
      const res = await call({
        method: "POST",
        url: "/api/agents",
        payload: {
          name: `Agent lot ${i}`,
          badge: `LOT-${i}`,
          phone: "06 00 00 00 00",
          email: `lot${i}@exemple.fr`,
          assignedSiteId: siteId,
        },
      });
      agentIds.push(res.json().id);
    }
    // 17 agents x 62 days = 1,054 shifts: two INSERT statements. The database refuses the very last row.
    await ctx.database.db.execute(sql`
      create function test_refuse_last_shift() returns trigger language plpgsql as $$
      begin
        if new.shift_date = '2031-03-03' and new.agent_id = '${sql.raw(String(agentIds.at(-1)))}'::uuid then
          raise exception 'refused by the test';
        end if;
        return new;
      end $$`);
    await ctx.database.db.execute(
      sql`create trigger test_refuse_last_shift before insert on shifts for each row execute function test_refuse_last_shift()`,
    );
    try {
      const res = await post("/shifts/apply-template", {
        template_id: await template(),
        agent_ids: agentIds,
        start_date: "2031-01-01",
        end_date: "2031-03-03",
      });
      expect(res.statusCode).toBe(500);
      expect(await listed("2031-01-01", "2031-03-03")).toHaveLength(0);
      const journal = (await call({ method: "GET", url: "/api/audit?entity=shift&action=create" })).json();
      expect(journal).toHaveLength(0);
    } finally {
      await ctx.database.db.execute(sql`drop trigger test_refuse_last_shift on shifts`);
    }
    // Without the fault the same batch goes through whole.
    const done = await post("/shifts/apply-template", {
      template_id: await template(),
      agent_ids: agentIds,
      start_date: "2031-01-01",
      end_date: "2031-03-03",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().count).toBe(1054);
  });
});

describe("leave over existing shifts", () => {
  it("lists the scheduled shifts a period covers, then cancels them in one go, audited; agents and operators may not", async () => {
    const { admin, call, agentId, shift, listed } = await setup();
    const night = await shift({ shift_date: "2030-03-10", start_time: "21:00", end_time: "07:00" });
    const inside = await shift({ shift_date: "2030-03-12", start_time: "08:00", end_time: "16:00" });
    await shift({ shift_date: "2030-03-13", start_time: "08:00", end_time: "16:00", status: "completed" });
    await shift({ shift_date: "2030-03-15", start_time: "08:00", end_time: "16:00" });
    const preview = await call({
      method: "GET",
      url: `/api/agents/${agentId}/unavailability/covered-shifts?startDate=2030-03-11&endDate=2030-03-14`,
    });
    expect(preview.statusCode).toBe(200);
    // The night begun the 10th ends on the 11th: covered, as conflict detection sees it.
    expect(preview.json().shifts.map((s: TListed) => s.shift_date)).toEqual(["2030-03-10", "2030-03-12"]);

    const period = (
      await call({
        method: "POST",
        url: `/api/agents/${agentId}/unavailability`,
        payload: { kind: "leave", startDate: "2030-03-11", endDate: "2030-03-14", reason: "Congés" },
      })
    ).json();
    for (const role of ["agent", "operator"]) {
      const someone = await member(ctx.app, admin.token, role);
      const refused = await as(
        ctx.app,
        someone.token,
      )({
        method: "POST",
        url: `/api/agents/${agentId}/unavailability/${period.id}/unassign-shifts`,
        payload: {},
      });
      expect(refused.statusCode, role).toBe(403);
    }
    const foreign = await call({
      method: "POST",
      url: `/api/agents/${agentId}/unavailability/${period.id}/unassign-shifts`,
      payload: { shiftIds: [inside.id, "00000000-0000-4000-8000-000000000000"] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail[0].loc).toEqual(["body", "shiftIds", 1]);

    const planner = await member(ctx.app, admin.token, "planner");
    const done = await as(
      ctx.app,
      planner.token,
    )({
      method: "POST",
      url: `/api/agents/${agentId}/unavailability/${period.id}/unassign-shifts`,
      payload: {},
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().count).toBe(2);
    const after = await listed("2030-03-09", "2030-03-16");
    expect(after.map((s) => [s.shift_date, s.status])).toEqual([
      ["2030-03-10", "cancelled"],
      ["2030-03-12", "cancelled"],
      ["2030-03-13", "completed"],
      ["2030-03-15", "scheduled"],
    ]);
    const journal = (await call({ method: "GET", url: "/api/audit?entity=shift&action=update" })).json();
    expect(journal).toHaveLength(2);
    // No conflict left between the leave and the cancelled shifts (the completed one is history).
    const detected = await call({
      method: "POST",
      url: `${BASE}/conflicts/detect?start_date=2030-03-09&end_date=2030-03-16`,
    });
    const cancelled = new Set([night.id, inside.id]);
    expect(
      detected
        .json()
        .conflicts.filter((c: { shift_ids: string[] }) => c.shift_ids.some((id) => cancelled.has(id))),
    ).toEqual([]);
  });
});
