import { DEFAULT_PLANNING_RULES, detectConflicts, PLANNING_MSG, type TShift } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { siteAndAgent } from "./planning-test-helpers.ts";

const ctx = useTestApp();
const BASE = "/api/planning-advanced";

describe("shift templates", () => {
  it("creates a template with the spec's defaults and lists them by name", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const res = await call({
      method: "POST",
      url: `${BASE}/templates/shifts`,
      payload: { name: "Standard" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Standard",
      start_time: "08:00",
      end_time: "16:00",
      duration_hours: 8,
      color: "#3B82F6",
      paid_break_minutes: 30,
      unpaid_break_minutes: 0,
      shift_type: "regular",
    });
    const night = await call({
      method: "POST",
      url: `${BASE}/templates/shifts`,
      payload: { name: "Nuit", start_time: "19:00", end_time: "07:00", color: "#1E293B", duration_hours: 1 },
    });
    expect(night.json().duration_hours).toBe(12);
    const list = await call({ method: "GET", url: `${BASE}/templates/shifts` });
    expect(list.json().map((t: { name: string }) => t.name)).toEqual(["Nuit", "Standard"]);

    const noName = await call({ method: "POST", url: `${BASE}/templates/shifts`, payload: { name: "  " } });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().detail[0].msg).toBe(PLANNING_MSG.templateName);
    const badColor = await call({
      method: "POST",
      url: `${BASE}/templates/shifts`,
      payload: { name: "X", color: "bleu" },
    });
    expect(badColor.json().detail[0].msg).toBe(PLANNING_MSG.colorInvalid);
  });

  it("deletes its own templates only (another company's id answers 404)", async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const theirs = (
      await as(ctx.app, b.token)({ method: "POST", url: `${BASE}/templates/shifts`, payload: { name: "B" } })
    ).json();
    const call = as(ctx.app, a.token);
    expect((await call({ method: "DELETE", url: `${BASE}/templates/shifts/${theirs.id}` })).statusCode).toBe(
      404,
    );
    expect((await call({ method: "GET", url: `${BASE}/templates/shifts` })).json()).toEqual([]);
    const mine = (
      await call({ method: "POST", url: `${BASE}/templates/shifts`, payload: { name: "A" } })
    ).json();
    expect((await call({ method: "DELETE", url: `${BASE}/templates/shifts/${mine.id}` })).statusCode).toBe(
      204,
    );
  });
});

describe("conflict detection and thresholds", () => {
  it("returns exactly the domain's answer, with the company's thresholds", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const tired = await siteAndAgent(ctx.app, a.token, { name: "Marc Dubois" });
    const expired = await siteAndAgent(ctx.app, a.token, {
      name: "Yann Le Gall",
      professionalCardNumber: "CAR-029-2030-01-10-20241234567",
      professionalCardExpiry: "2030-01-10",
    });
    const post = (payload: Record<string, unknown>) =>
      call({ method: "POST", url: `${BASE}/shifts`, payload });
    // Ends at 07:00, back at 15:00: 8 h of rest, under the 11 h minimum.
    await post({
      agent_id: tired.agentId,
      site_id: tired.siteId,
      shift_date: "2030-01-14",
      start_time: "21:00",
      end_time: "07:00",
    });
    await post({
      agent_id: tired.agentId,
      site_id: tired.siteId,
      shift_date: "2030-01-15",
      start_time: "15:00",
      end_time: "23:00",
    });
    await post({
      agent_id: expired.agentId,
      site_id: expired.siteId,
      shift_date: "2030-01-16",
      start_time: "08:00",
      end_time: "16:00",
      // An expired card blocks the save (decision 040): an administrator keeps it with a reason.
      override_reason: "Carte en cours de renouvellement",
    });

    const range = "start_date=2030-01-13&end_date=2030-01-19";
    const res = await call({ method: "POST", url: `${BASE}/conflicts/detect?${range}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_conflicts).toBe(body.conflicts.length);
    const types = body.conflicts.map((c: { conflict_type: string }) => c.conflict_type).sort();
    expect(types).toEqual(["insufficient_rest", "professional_card_expired"]);

    const shifts: TShift[] = (await call({ method: "GET", url: `${BASE}/shifts?${range}` })).json();
    const agents = (await call({ method: "GET", url: "/api/agents" })).json();
    const sites = (await call({ method: "GET", url: "/api/sites" })).json();
    const expected = detectConflicts({
      shifts,
      agents: agents.map((x: Record<string, unknown>) => ({
        id: x.id,
        name: x.name,
        status: x.status,
        certifications: x.certifications,
        professional_card_expiry: x.professionalCardExpiry,
      })),
      sites: sites.map((s: Record<string, unknown>) => ({ id: s.id, name: s.name, status: s.status })),
      range: { start_date: "2030-01-13", end_date: "2030-01-19" },
    });
    expect(body).toEqual({ conflicts: expected, total_conflicts: expected.length });
    // In the caller's language (decision 014).
    const english = (
      await call({
        method: "POST",
        url: `${BASE}/conflicts/detect?${range}`,
        headers: { "accept-language": "en" },
      })
    ).json();
    const rest = english.conflicts.find(
      (c: { conflict_type: string }) => c.conflict_type === "insufficient_rest",
    );
    expect(rest.description).toMatch(
      /^Insufficient rest: .* has only .* of rest between the shift on 1\d\/01\/2030/,
    );
    expect(rest.suggestion).toMatch(/^Move the return back by at least /);

    // A company that accepts 8 h of rest no longer sees that conflict.
    const put = await call({ method: "PUT", url: `${BASE}/settings`, payload: { minRestHours: 8 } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ...DEFAULT_PLANNING_RULES, minRestHours: 8 });
    const after = (await call({ method: "POST", url: `${BASE}/conflicts/detect?${range}` })).json();
    expect(after.conflicts.map((c: { conflict_type: string }) => c.conflict_type)).toEqual([
      "professional_card_expired",
    ]);
    // Cancelled shifts never conflict.
    const cardShift = shifts.find((s) => s.agent_id === expired.agentId);
    await call({ method: "PATCH", url: `${BASE}/shifts/${cardShift?.id}`, payload: { status: "cancelled" } });
    expect(
      (await call({ method: "POST", url: `${BASE}/conflicts/detect?${range}` })).json().total_conflicts,
    ).toBe(0);
    expect(
      (
        await call({
          method: "POST",
          url: `${BASE}/conflicts/detect?start_date=2030-01-20&end_date=2030-01-01`,
        })
      ).statusCode,
    ).toBe(422);
  });

  it("reports leave periods through the agent's unavailability", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const { siteId, agentId } = await siteAndAgent(ctx.app, a.token);
    const leave = await call({
      method: "POST",
      url: `/api/agents/${agentId}/unavailability`,
      payload: { kind: "leave", startDate: "2030-02-01", endDate: "2030-02-07", reason: "Congés payés" },
    });
    expect(leave.statusCode).toBe(201);
    await call({
      method: "POST",
      url: `${BASE}/shifts`,
      payload: {
        agent_id: agentId,
        site_id: siteId,
        shift_date: "2030-02-03",
        override_reason: "Retour de congé anticipé",
      },
    });
    const found = (
      await call({
        method: "POST",
        url: `${BASE}/conflicts/detect?start_date=2030-02-01&end_date=2030-02-28`,
      })
    ).json();
    expect(found.conflicts.map((c: { conflict_type: string }) => c.conflict_type)).toEqual([
      "agent_unavailable",
    ]);
    const list = (await call({ method: "GET", url: `/api/agents/${agentId}/unavailability` })).json();
    expect(list).toHaveLength(1);
    expect(
      (await call({ method: "DELETE", url: `/api/agents/${agentId}/unavailability/${list[0].id}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await call({
          method: "POST",
          url: `${BASE}/conflicts/detect?start_date=2030-02-01&end_date=2030-02-28`,
        })
      ).json().total_conflicts,
    ).toBe(0);
    const backwards = await call({
      method: "POST",
      url: `/api/agents/${agentId}/unavailability`,
      payload: { kind: "leave", startDate: "2030-02-07", endDate: "2030-02-01" },
    });
    expect(backwards.statusCode).toBe(422);
  });

  it("keeps other settings keys when saving thresholds, and only planners may save", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    expect((await call({ method: "GET", url: `${BASE}/settings` })).json()).toEqual(DEFAULT_PLANNING_RULES);
    const payroll = (await call({ method: "GET", url: "/api/payroll/settings" })).json();
    const changedPayroll = { ...payroll, primeRisque: 120 };
    expect(
      (await call({ method: "PUT", url: "/api/payroll/settings", payload: changedPayroll })).statusCode,
    ).toBe(200);
    await call({ method: "PUT", url: `${BASE}/settings`, payload: { maxWeeklyHours: 44 } });
    expect((await call({ method: "GET", url: "/api/payroll/settings" })).json()).toEqual(changedPayroll);
    expect((await call({ method: "GET", url: `${BASE}/settings` })).json().maxWeeklyHours).toBe(44);
    expect(
      (await call({ method: "PUT", url: `${BASE}/settings`, payload: { minRestHours: 30 } })).statusCode,
    ).toBe(422);
  });
});
