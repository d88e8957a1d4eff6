import { describe, expect, it } from "vitest";
import { as, login, useTestApp } from "../../../test/helpers.ts";
import { todayInParis } from "../agents/index.ts";
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemoCompany } from "../demo/index.ts";

const ctx = useTestApp();

describe("demo planning", () => {
  it("seeds agents, templates and a live month of shifts with two true conflicts", async () => {
    await seedDemoCompany({ db: ctx.database.db, passwordCost: 10 });
    const admin = as(ctx.app, (await login(ctx.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).token);
    const agents = (await admin({ method: "GET", url: "/api/agents" })).json();
    expect(agents.length).toBe(16);
    expect(new Set(agents.map((a: { status: string }) => a.status))).toEqual(
      new Set(["Actif", "Repos", "En congé", "Indisponible"]),
    );
    expect(agents.some((a: { certifications: string[] }) => a.certifications.includes("Maître-chien"))).toBe(
      true,
    );
    const lucas = agents.find((a: { name: string }) => a.name === "Lucas Petit");
    expect(lucas.userId).toBeTruthy();

    const today = todayInParis();
    const month = today.slice(0, 7);
    const range = `start_date=${month}-01&end_date=${month}-28`;
    const shifts = (await admin({ method: "GET", url: `/api/planning-advanced/shifts?${range}` })).json();
    expect(shifts.length).toBeGreaterThan(100);
    const statuses = new Set(shifts.map((s: { status: string }) => s.status));
    expect(statuses.has("scheduled") || statuses.has("completed")).toBe(true);
    const templates = (await admin({ method: "GET", url: "/api/planning-advanced/templates/shifts" })).json();
    expect(templates.map((t: { name: string }) => t.name).sort()).toEqual([
      "Après-midi",
      "Jour",
      "Matin",
      "Nuit",
    ]);

    const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    const detected = (
      await admin({
        method: "POST",
        url: `/api/planning-advanced/conflicts/detect?start_date=${month}-01&end_date=${month}-${lastDay}`,
      })
    ).json();
    const types = new Set(detected.conflicts.map((c: { conflict_type: string }) => c.conflict_type));
    expect(types.has("insufficient_rest")).toBe(true);
    expect(types.has("professional_card_expired")).toBe(true);

    // The demo agent user sees the planning and gets their own calendar link.
    const agentUser = as(ctx.app, (await login(ctx.app, "agent@demo-hts.fr", DEMO_PASSWORD)).token);
    const link = await agentUser({ method: "GET", url: `/api/agents/${lucas.id}/calendar-link` });
    expect(link.json().url).toMatch(/\.ics$/);
  });
});
