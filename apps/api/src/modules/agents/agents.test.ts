import { agentLimitMessage, MSG_AGENTS } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { todayInParis } from "./agents.service.ts";

const ctx = useTestApp();

let badgeCounter = 0;
export const newAgent = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  badge: `B-${++badgeCounter}`,
  phone: "06 11 22 33 44",
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@exemple.fr`,
  ...extra,
});

async function createSite(token: string, name = "Tour Horizon") {
  const res = await as(
    ctx.app,
    token,
  )({ method: "POST", url: "/api/sites", payload: { name, address: `${name}, Paris` } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as string;
}

describe("agents", () => {
  it("creates an agent with every field of the spec, and reads it back", async () => {
    const a = await registerAndLogin(ctx.app);
    const siteId = await createSite(a.token);
    const call = as(ctx.app, a.token);
    const res = await call({
      method: "POST",
      url: "/api/agents",
      payload: newAgent("Nadia Benali", {
        speciality: "Incendie",
        level: "expert",
        hireDate: "2021-09-01",
        assignedSiteId: siteId,
        status: "En congé",
        photo: "https://exemple.fr/nadia.jpg",
        certifications: ["SSIAP 2", "SST", "ssiap2"],
        professionalCardNumber: "car-075-2027-03-12-20261234567",
        professionalCardExpiry: "2027-03-12",
      }),
    });
    expect(res.statusCode).toBe(201);
    const agent = res.json();
    expect(agent).toMatchObject({
      name: "Nadia Benali",
      speciality: "Incendie",
      level: "expert",
      hireDate: "2021-09-01",
      assignedSiteId: siteId,
      currentSite: "Tour Horizon",
      status: "En congé",
      photo: "https://exemple.fr/nadia.jpg",
      // The same qualification spelled twice is kept once.
      certifications: ["SSIAP 2", "SST"],
      professionalCardNumber: "CAR-075-2027-03-12-20261234567",
      professionalCardExpiry: "2027-03-12",
      userId: null,
    });
    expect(agent).not.toHaveProperty("calendarTokenHash");
    expect((await call({ method: "GET", url: `/api/agents/${agent.id}` })).json()).toEqual(agent);
  });

  it("applies the form's defaults: Surveillance, junior, hired today, Actif", async () => {
    const a = await registerAndLogin(ctx.app);
    const res = await as(
      ctx.app,
      a.token,
    )({ method: "POST", url: "/api/agents", payload: newAgent("Paul Roux") });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      speciality: "Surveillance",
      level: "junior",
      hireDate: todayInParis(),
      status: "Actif",
      assignedSiteId: null,
      currentSite: null,
      certifications: [],
      photo: null,
    });
  });

  it("answers 422 in French for missing or invalid fields", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const res = await call({
      method: "POST",
      url: "/api/agents",
      payload: {
        badge: "X",
        phone: "1",
        email: "pas-un-email",
        professionalCardNumber: "1234",
        level: "chef",
      },
    });
    expect(res.statusCode).toBe(422);
    const issues = res.json().detail as { loc: string[]; msg: string }[];
    const byField = Object.fromEntries(issues.map((i) => [i.loc.at(-1), i.msg]));
    expect(byField.name).toBe("Ce champ est obligatoire");
    expect(byField.email).toBe("Adresse e-mail invalide");
    expect(byField.professionalCardNumber).toBe(MSG_AGENTS.cardNumberInvalid);
    expect(byField.level).toBeTruthy();
    const badDate = await call({
      method: "POST",
      url: "/api/agents",
      payload: newAgent("A B", { hireDate: "2026-02-30" }),
    });
    expect(badDate.statusCode).toBe(422);
  });

  it("searches, filters by status (spec's lower-case words too), site and level, and pages", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const siteId = await createSite(a.token);
    await call({
      method: "POST",
      url: "/api/agents",
      payload: newAgent("Alice Martin", { status: "Repos" }),
    });
    await call({
      method: "POST",
      url: "/api/agents",
      payload: newAgent("Bruno Petit", { status: "En congé", assignedSiteId: siteId }),
    });
    await call({
      method: "POST",
      url: "/api/agents",
      payload: newAgent("Chloé Durand", { level: "senior", assignedSiteId: siteId }),
    });

    const names = async (url: string) =>
      (await call({ method: "GET", url })).json().map((x: { name: string }) => x.name);
    expect(await names("/api/agents")).toEqual(["Alice Martin", "Bruno Petit", "Chloé Durand"]);
    expect(await names(`/api/agents?status=${encodeURIComponent("en congé")}`)).toEqual(["Bruno Petit"]);
    expect(await names("/api/agents?status=Repos")).toEqual(["Alice Martin"]);
    expect(await names(`/api/agents?siteId=${siteId}`)).toEqual(["Bruno Petit", "Chloé Durand"]);
    expect(await names("/api/agents?level=senior")).toEqual(["Chloé Durand"]);
    expect(await names("/api/agents?q=petit")).toEqual(["Bruno Petit"]);
    const page = await call({ method: "GET", url: "/api/agents?limit=1&offset=1" });
    expect(page.json()).toHaveLength(1);
    expect(page.headers["x-total-count"]).toBe("3");
    expect((await call({ method: "GET", url: "/api/agents?status=absent" })).statusCode).toBe(422);
  });

  it("patches fields, refuses a taken badge with a French 409", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const one = (await call({ method: "POST", url: "/api/agents", payload: newAgent("Eva Leroy") })).json();
    const two = (await call({ method: "POST", url: "/api/agents", payload: newAgent("Hugo Blanc") })).json();
    const patched = await call({
      method: "PATCH",
      url: `/api/agents/${one.id}`,
      payload: { status: "Indisponible", certifications: ["CQP APS"], professionalCardNumber: "" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      status: "Indisponible",
      certifications: ["CQP APS"],
      professionalCardNumber: null,
      name: "Eva Leroy",
    });
    const taken = await call({
      method: "PATCH",
      url: `/api/agents/${two.id}`,
      payload: { badge: one.badge },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(MSG_AGENTS.badgeTaken);
    const dup = await call({
      method: "POST",
      url: "/api/agents",
      payload: newAgent("Autre", { badge: one.badge }),
    });
    expect(dup.statusCode).toBe(409);
  });

  it("links an agent to a user of role agent, only one, only of the same company", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const mkUser = async (role: string) =>
      (
        await call({
          method: "POST",
          url: "/api/users",
          payload: { name: `U ${role}`, email: uniqueEmail(role), password: "motdepasse-2026", role },
        })
      ).json().id as string;
    const agentUser = await mkUser("agent");
    const operator = await mkUser("operator");
    const linked = await call({
      method: "POST",
      url: "/api/agents",
      payload: newAgent("Lucas Petit", { userId: agentUser }),
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().userId).toBe(agentUser);
    const wrongRole = await call({
      method: "POST",
      url: "/api/agents",
      payload: newAgent("X Y", { userId: operator }),
    });
    expect(wrongRole.statusCode).toBe(422);
    expect(wrongRole.json().detail[0].msg).toBe(MSG_AGENTS.userInvalid);
    const twice = await call({
      method: "POST",
      url: "/api/agents",
      payload: newAgent("Z W", { userId: agentUser }),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(MSG_AGENTS.userTaken);
    const unlinked = await call({
      method: "PATCH",
      url: `/api/agents/${linked.json().id}`,
      payload: { userId: null },
    });
    expect(unlinked.json().userId).toBeNull();
  });

  it("answers 404 for another company's agent and 422 for its site or user", async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const theirs = (
      await as(ctx.app, b.token)({ method: "POST", url: "/api/agents", payload: newAgent("Chez B") })
    ).json();
    const theirSite = await createSite(b.token);
    const call = as(ctx.app, a.token);
    expect((await call({ method: "GET", url: `/api/agents/${theirs.id}` })).statusCode).toBe(404);
    expect(
      (await call({ method: "PATCH", url: `/api/agents/${theirs.id}`, payload: { name: "Volé" } }))
        .statusCode,
    ).toBe(404);
    expect((await call({ method: "GET", url: "/api/agents/pas-un-uuid" })).statusCode).toBe(404);
    const withSite = await call({
      method: "POST",
      url: "/api/agents",
      payload: newAgent("Mine", { assignedSiteId: theirSite }),
    });
    expect(withSite.statusCode).toBe(422);
    const withUser = await call({
      method: "POST",
      url: "/api/agents",
      payload: newAgent("Mine2", { userId: b.user.id }),
    });
    expect(withUser.statusCode).toBe(422);
    expect((await call({ method: "GET", url: "/api/agents" })).json()).toEqual([]);
  });

  it("enforces the plan's agent limit with a French 409 (51st agent on basic)", async () => {
    const a = await registerAndLogin(ctx.app, { subscription: "basic" });
    const call = as(ctx.app, a.token);
    for (let i = 0; i < 50; i++) {
      const res = await call({ method: "POST", url: "/api/agents", payload: newAgent(`Agent ${i}`) });
      if (res.statusCode !== 201) throw new Error(res.body);
    }
    const over = await call({ method: "POST", url: "/api/agents", payload: newAgent("Cinquante et un") });
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(agentLimitMessage("basic"));
    expect(over.json().detail).toContain("Basic (50 agents)");
  });

  it("lets planners write, operators read, and an agent list only himself and his sites' colleagues", async () => {
    const a = await registerAndLogin(ctx.app);
    const call = as(ctx.app, a.token);
    const mk = async (role: string) => {
      const email = uniqueEmail(role);
      await call({
        method: "POST",
        url: "/api/users",
        payload: { name: role, email, password: "motdepasse-2026", role },
      });
      return (await login(ctx.app, email, "motdepasse-2026")).token;
    };
    const operator = await mk("operator");
    const agent = await mk("agent");
    expect((await as(ctx.app, operator)({ method: "GET", url: "/api/agents" })).statusCode).toBe(200);
    expect(
      (await as(ctx.app, operator)({ method: "POST", url: "/api/agents", payload: newAgent("Op") }))
        .statusCode,
    ).toBe(403);
    // An agent account linked to no agent record and working on no site sees nobody (decision 015).
    const mine = await as(ctx.app, agent)({ method: "GET", url: "/api/agents" });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([]);
    expect((await ctx.app.inject({ method: "GET", url: "/api/agents" })).statusCode).toBe(401);
  });
});
