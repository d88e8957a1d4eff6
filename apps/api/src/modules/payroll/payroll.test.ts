import { DEFAULT_PAYROLL_SETTINGS, MSG, MSG_PAYROLL } from "@hts/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { companies } from "../../db/schema.ts";

const ctx = useTestApp();

async function userWithRole(adminToken: string, role: string) {
  const email = uniqueEmail(role);
  const res = await as(
    ctx.app,
    adminToken,
  )({
    method: "POST",
    url: "/api/users",
    payload: { name: `Utilisateur ${role}`, email, password: "initial-pass-2026", role },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return login(ctx.app, email, "initial-pass-2026");
}

const calculate = (token: string, payload: Record<string, unknown>) =>
  as(ctx.app, token)({ method: "POST", url: "/api/payroll/calculate", payload });

describe("payroll API", () => {
  it("calculates a security agent's month with the spec's defaults", async () => {
    const admin = await registerAndLogin(ctx.app);
    const res = await calculate(admin.token, { poste: "agent_securite" });
    expect(res.statusCode).toBe(200);
    // 151.67 x 12.6079 = 1912.240193; + 19.99 = 1932.230193; x 0.2173 = 419.87362094;
    // + 20 x 4.36 + 44.40 + 8.54 = 140.14 => net 1652.49657206
    expect(res.json()).toMatchObject({
      salaireBase: 1912.24,
      totalPrimes: 19.99,
      totalMajorations: 0,
      salaireBrut: 1932.23,
      cotisations: 419.87,
      indemnites: 140.14,
      netAPayer: 1652.5,
      coefficient: 140,
      tauxHoraire: 12.6079,
    });
  });

  it("lists the sixteen jobs", async () => {
    const admin = await registerAndLogin(ctx.app);
    const res = await as(ctx.app, admin.token)({ method: "GET", url: "/api/payroll/jobs" });
    expect(res.statusCode).toBe(200);
    const jobs = res.json();
    expect(jobs).toHaveLength(16);
    expect(jobs[0]).toEqual({
      code: "agent_surveillance",
      label: "Agent de surveillance",
      coefficient: 130,
      niveauSSIAP: null,
      primes: {
        primeHabillage: true,
        primeSSIAP: false,
        primeChef: true,
        primeRisque: true,
        nbChiens: false,
      },
    });
  });

  it("uses the company's own rates, without touching another company's", async () => {
    const first = await registerAndLogin(ctx.app, { companyName: "Garde Nord" });
    const other = await registerAndLogin(ctx.app, { companyName: "Garde Sud" });

    const defaults = await as(ctx.app, first.token)({ method: "GET", url: "/api/payroll/settings" });
    expect(defaults.json()).toEqual(DEFAULT_PAYROLL_SETTINGS);

    const put = await as(
      ctx.app,
      first.token,
    )({
      method: "PUT",
      url: "/api/payroll/settings",
      payload: { tauxHoraires: { "140": 13 }, tauxCotisations: 0.2, indemnites: { navigo: 50 } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ tauxCotisations: 0.2, primeRisque: 100 });
    expect(put.json().tauxHoraires).toMatchObject({ "130": 12.24, "140": 13 });

    // 151.67 x 13 = 1971.71; + 19.99 = 1991.70; x 0.20 = 398.34; 87.20 + 50 + 8.54 = 145.74; net 1739.10
    const mine = await calculate(first.token, { poste: "agent_securite" });
    expect(mine.json()).toMatchObject({
      salaireBrut: 1991.7,
      cotisations: 398.34,
      indemnites: 145.74,
      netAPayer: 1739.1,
    });
    const again = await as(ctx.app, first.token)({ method: "GET", url: "/api/payroll/settings" });
    expect(again.json().tauxHoraires["140"]).toBe(13);

    const theirs = await calculate(other.token, { poste: "agent_securite" });
    expect(theirs.json().netAPayer).toBe(1652.5);
    const theirSettings = await as(ctx.app, other.token)({ method: "GET", url: "/api/payroll/settings" });
    expect(theirSettings.json()).toEqual(DEFAULT_PAYROLL_SETTINGS);

    // An empty body restores the agreement's defaults.
    const reset = await as(
      ctx.app,
      first.token,
    )({ method: "PUT", url: "/api/payroll/settings", payload: {} });
    expect(reset.json()).toEqual(DEFAULT_PAYROLL_SETTINGS);
    expect((await calculate(first.token, { poste: "agent_securite" })).json().netAPayer).toBe(1652.5);
  });

  it("keeps the company's other settings when saving payroll rates", async () => {
    const admin = await registerAndLogin(ctx.app);
    const db = ctx.database.db;
    await db
      .update(companies)
      .set({ settings: { alarms: { seuil: 3 } } })
      .where(eq(companies.id, admin.company.id));
    await as(
      ctx.app,
      admin.token,
    )({ method: "PUT", url: "/api/payroll/settings", payload: { primeRisque: 120 } });
    const [row] = await db
      .select({ settings: companies.settings })
      .from(companies)
      .where(eq(companies.id, admin.company.id));
    // Rates are dated versions of their own table now (decision 050): the company's other blocks stay.
    expect(row?.settings).toEqual({ alarms: { seuil: 3 } });
  });

  it("lets a planner calculate but not change the rates, a manager neither, and refuses agents", async () => {
    const admin = await registerAndLogin(ctx.app);
    const planner = await userWithRole(admin.token, "planner");
    const manager = await userWithRole(admin.token, "manager");
    const agent = await userWithRole(admin.token, "agent");

    expect((await calculate(planner.token, { poste: "ssiap1" })).statusCode).toBe(200);
    const plannerPut = await as(
      ctx.app,
      planner.token,
    )({ method: "PUT", url: "/api/payroll/settings", payload: {} });
    expect(plannerPut.statusCode).toBe(403);
    expect(plannerPut.json().detail).toBe(MSG.forbidden);
    const managerPut = await as(
      ctx.app,
      manager.token,
    )({ method: "PUT", url: "/api/payroll/settings", payload: { primeHabillage: 21 } });
    // RECORD_POLICY "payroll-settings": managers read the rates, administrators change them.
    expect(managerPut.statusCode).toBe(403);

    const denied = await calculate(agent.token, { poste: "agent_securite" });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(MSG.forbidden);
    expect((await as(ctx.app, agent.token)({ method: "GET", url: "/api/payroll/jobs" })).statusCode).toBe(
      403,
    );
    expect((await as(ctx.app, agent.token)({ method: "GET", url: "/api/payroll/settings" })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ method: "GET", url: "/api/payroll/jobs" })).statusCode).toBe(401);
  });

  it("answers 422 with French messages for out-of-bounds input", async () => {
    const admin = await registerAndLogin(ctx.app);
    const res = await calculate(admin.token, {
      poste: "agent_cynophile",
      heures: 151.675,
      heuresNuit: -1,
      heuresDimanche: -1,
      heuresFerie: -1,
      joursTravailles: 32,
      nbChiens: 4,
    });
    expect(res.statusCode).toBe(422);
    const byField = Object.fromEntries(
      (res.json().detail as { loc: string[]; msg: string }[]).map((d) => [d.loc.join("."), d.msg]),
    );
    expect(byField).toEqual({
      "body.heures": MSG_PAYROLL.hoursStep,
      "body.heuresNuit": MSG_PAYROLL.nightNegative,
      "body.heuresDimanche": MSG_PAYROLL.sundayNegative,
      "body.heuresFerie": MSG_PAYROLL.holidayNegative,
      "body.joursTravailles": MSG_PAYROLL.daysRange,
      "body.nbChiens": MSG_PAYROLL.dogsRange,
    });

    const noJob = await calculate(admin.token, {});
    expect(noJob.statusCode).toBe(422);
    expect(noJob.json().detail).toEqual([
      { loc: ["body", "poste"], msg: MSG_PAYROLL.jobRequired, type: expect.any(String) },
    ]);

    const noDog = await calculate(admin.token, { poste: "agent_cynophile", nbChiens: 0 });
    expect(noDog.json().detail[0]).toMatchObject({ loc: ["body", "nbChiens"], msg: MSG_PAYROLL.dogsRange });

    const badRates = await as(
      ctx.app,
      admin.token,
    )({
      method: "PUT",
      url: "/api/payroll/settings",
      payload: { tauxCotisations: 2, tauxHoraires: { "130": -1 } },
    });
    expect(badRates.statusCode).toBe(422);
    expect(
      badRates
        .json()
        .detail.map((d: { msg: string }) => d.msg)
        .sort(),
    ).toEqual([MSG_PAYROLL.contributions, MSG_PAYROLL.rate].sort());
  });
});
