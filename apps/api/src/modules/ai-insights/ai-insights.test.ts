import { MSG_AI } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { as, login, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { insightsCompany } from "./ai-insights-fixture.ts";

const ctx = useTestApp();

describe("AI insights (built-in engine)", () => {
  it("computes the four cards, analysis, predictions and recommendations from the company's own data", async () => {
    const a = await insightsCompany(ctx.app, ctx.database, {
      name: "Sûreté A",
      siteNames: ["Tour Alpha", "Quai Est"],
    });
    await insightsCompany(ctx.app, ctx.database, { name: "Sûreté B", siteNames: ["Dépôt Sud"] });

    const insights = (await a.call({ method: "GET", url: "/api/ai-insights/dashboard-insights" })).json();
    expect(insights.total_sites).toBe(2);
    expect(insights.engine).toEqual({ kind: "builtin", label: "Moteur intégré", model: null });
    expect(insights.sites.map((s: { site_name: string }) => s.site_name)).toEqual(["Tour Alpha", "Quai Est"]);
    const alpha = insights.sites[0];
    // One open critical alarm (10 points), one camera of two offline (7.5 points).
    expect(alpha.factors.find((f: { key: string }) => f.key === "openCritical")).toMatchObject({
      value: 1,
      points: 10,
    });
    expect(alpha.factors.find((f: { key: string }) => f.key === "camerasOffline")).toMatchObject({
      value: 1,
      reference: 2,
      points: 7.5,
    });
    expect(["stable", "hausse", "baisse"]).toContain(insights.trend.trend);
    expect(insights.forecast_7_days.days).toHaveLength(7);

    const analysis = (await a.call({ method: "GET", url: "/api/ai-insights/incident-analysis" })).json();
    expect(analysis.success).toBe(true);
    expect(analysis.analysis.patterns.by_site.map((s: { site_name: string }) => s.site_name)).toEqual([
      "Tour Alpha",
    ]);
    expect(analysis.analysis.response_times.median_response_minutes).toBe(2);

    const predictions = (await a.call({ method: "GET", url: "/api/ai-insights/predict-incidents" })).json();
    expect(predictions.success).toBe(true);
    expect(predictions.predictions.backtest.days).toBe(28);
    expect(predictions.predictions.next_7_days).toHaveLength(7);

    const recs = (await a.call({ method: "GET", url: "/api/ai-insights/smart-recommendations" })).json();
    const kinds = recs.recommendations.ranked.map((r: { kind: string }) => r.kind);
    expect(kinds).toContain("critical_unresolved");
    expect(kinds).toContain("camera_offline");
    expect(kinds).toContain("card_expiring");
    expect(recs.recommendations.ranked[0].kind).toBe("critical_unresolved");
    expect(
      recs.recommendations.ranked.find((r: { kind: string }) => r.kind === "card_expiring").reason,
    ).toContain("Agent Sûreté A");
    expect(JSON.stringify(recs)).not.toContain("Sûreté B");

    // Each role reads here only what it may read elsewhere (record policy): a planner no alarm or
    // camera, an operator no professional card date.
    const member = async (role: string) => {
      const email = uniqueEmail(role);
      const created = await a.call({
        method: "POST",
        url: "/api/users",
        payload: { name: `Membre ${role}`, email, password: "initial-pass-2026", role },
      });
      expect(created.statusCode).toBe(201);
      const session = await login(ctx.app, email, "initial-pass-2026");
      const get = async (url: string) => (await as(ctx.app, session.token)({ method: "GET", url })).json();
      return get;
    };
    const kindsFor = async (role: string) =>
      (
        (await (await member(role))("/api/ai-insights/smart-recommendations")).recommendations.ranked as {
          kind: string;
        }[]
      ).map((r) => r.kind);
    const planner = await kindsFor("planner");
    expect(planner).not.toContain("critical_unresolved");
    expect(planner).not.toContain("camera_offline");
    expect(planner).toContain("card_expiring");
    const operator = await kindsFor("operator");
    expect(operator).toContain("critical_unresolved");
    expect(operator).not.toContain("card_expiring");
    const plannerInsights = await (await member("planner"))("/api/ai-insights/dashboard-insights");
    // The admin's Tour Alpha has one open critical alarm; the planner's insights count none.
    const alphaFor = (i: { sites: { site_name: string; factors: { key: string; value: number }[] }[] }) =>
      i.sites.find((site) => site.site_name === "Tour Alpha")?.factors.find((f) => f.key === "openCritical");
    expect(alphaFor(insights)?.value).toBe(1);
    expect(alphaFor(plannerInsights)?.value).toBe(0);
  });

  it("answers the assistant from the company's data, refuses a blank question and names no other company's site", async () => {
    const a = await insightsCompany(ctx.app, ctx.database, { name: "Veille C", siteNames: ["Tour Gamma"] });
    await insightsCompany(ctx.app, ctx.database, { name: "Veille D", siteNames: ["Dépôt Delta"] });
    const ask = (question: unknown, lang = "fr") =>
      a.call({
        method: "POST",
        url: "/api/ai-insights/assistant-chat",
        payload: { question },
        headers: { "accept-language": lang },
      });

    const blank = await ask("   ");
    expect(blank.statusCode).toBe(422);
    expect(JSON.stringify(blank.json())).toContain(MSG_AI.questionRequired);
    expect(JSON.stringify((await ask("", "en")).json())).toContain("Please ask a question");

    const critical = (await ask("Combien d'alarmes critiques ces 7 derniers jours ?")).json();
    expect(critical.tool).toBe("count_alarms");
    expect(critical.figures.n).toBe(3);
    expect(critical.response).toContain(": 3, dont 3 critiques et 1 encore actives");
    expect(critical.engine.label).toBe("Moteur intégré");
    expect(critical.fallback).toBe(false);

    const onShift = (await ask("Qui est de garde maintenant ?")).json();
    expect(onShift.response).toContain("Agent Veille C");
    expect(onShift.response).not.toContain("Veille D");

    const other = (await ask("Combien d'alarmes sur le site Dépôt Delta ?")).json();
    expect(other.tool).toBeNull();
    expect(other.response).toContain("Je ne trouve aucun site « depot delta »");

    const unknown = (await ask("Quel temps fera-t-il demain ?")).json();
    expect(unknown.tool).toBeNull();
    expect(unknown.suggestions.length).toBeGreaterThan(3);

    const english = (await ask("Quelles caméras sont hors ligne ?", "en")).json();
    expect(english.response).toMatch(/^Cameras offline: 1 of 2/);
    expect(english.engine.label).toBe("Built-in engine");

    const engine = (await a.call({ method: "GET", url: "/api/ai-insights/engine" })).json();
    expect(engine).toEqual({ kind: "builtin", label: "Moteur intégré", model: null });
  });

  it("is closed to agents", async () => {
    const a = await insightsCompany(ctx.app, ctx.database, { name: "Veille E", siteNames: ["Tour Epsilon"] });
    const email = uniqueEmail("agent");
    const res = await a.call({
      method: "POST",
      url: "/api/users",
      payload: { name: "Agent E", email, password: "initial-pass-2026", role: "agent" },
    });
    expect(res.statusCode).toBe(201);
    const agent = await login(ctx.app, email, "initial-pass-2026");
    const denied = await as(
      ctx.app,
      agent.token,
    )({ method: "GET", url: "/api/ai-insights/dashboard-insights" });
    expect(denied.statusCode).toBe(403);
  });
});
