import { MSG_RECORDS, ROLES, type TRole } from "@hts/domain";
import { count, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../test/helpers.ts";
import { agents, agentUnavailability, cameras, securityReports, shifts, sites } from "../db/schema.ts";
import { createClientUser, createClientWithSites } from "./clients/clients-test-helpers.ts";

// Decision 015, line by line: for every kind of record and action this issue wires, each of the five
// roles is tried on a real database. Allowed calls succeed; refused ones answer 403 (visible, not
// allowed) or 404 (not visible) and leave the store exactly as it was.

const ctx = useTestApp();
const PASSWORD = "motdepasse-2026";
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type World = Awaited<ReturnType<typeof buildWorld>>;
let w: World;

async function buildWorld() {
  // No plan limit in the way: each role's attempt gets fresh sites.
  const admin = await registerAndLogin(ctx.app, { subscription: "enterprise" });
  const call = as(ctx.app, admin.token);
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await call({ method: "POST", url, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const user = async (role: TRole, name: string) => {
    const email = uniqueEmail(role);
    const created = await post("/api/users", { name, email, password: PASSWORD, role });
    return { id: created.id as string, token: (await login(ctx.app, email, PASSWORD)).token };
  };
  const manager = await user("manager", "Manon Responsable");
  const planner = await user("planner", "Paul Planificateur");
  const operator = await user("operator", "Olga Opératrice");
  const agent = await user("agent", "Aminata Diallo");
  const colleagueUser = await user("agent", "Cyril Collègue");

  const shared = (await post("/api/sites", { name: "Site partagé", address: "1 rue A, Paris" })).id as string;
  const elsewhere = (await post("/api/sites", { name: "Autre site", address: "2 rue B, Lyon" })).id as string;
  // The agent works on `shared` through a shift tomorrow only (no assigned site).
  const me = (
    await post("/api/agents", {
      name: "Aminata Diallo",
      badge: "AG-1",
      phone: "06 00 00 00 01",
      email: "aminata@exemple.fr",
      userId: agent.id,
    })
  ).id as string;
  const colleague = (
    await post("/api/agents", {
      name: "Cyril Collègue",
      badge: "AG-2",
      phone: "06 00 00 00 02",
      email: "cyril@exemple.fr",
      userId: colleagueUser.id,
      assignedSiteId: shared,
    })
  ).id as string;
  const stranger = (
    await post("/api/agents", {
      name: "Sam Étranger",
      badge: "AG-3",
      phone: "06 00 00 00 03",
      email: "sam@exemple.fr",
      assignedSiteId: elsewhere,
    })
  ).id as string;
  // Assigned nowhere, but on a shift at the shared site: a colleague too.
  const relief = (
    await post("/api/agents", {
      name: "Dora Relève",
      badge: "AG-4",
      phone: "06 00 00 00 04",
      email: "dora@exemple.fr",
    })
  ).id as string;
  const shift = (agentId: string, siteId: string, offset: number) =>
    post("/api/planning-advanced/shifts", {
      agent_id: agentId,
      site_id: siteId,
      shift_date: day(offset),
      start_time: "08:00",
      end_time: "16:00",
    });
  const myShift = (await shift(me, shared, 1)).id as string;
  const strangerShift = (await shift(stranger, elsewhere, 2)).id as string;
  const reliefShift = (await shift(relief, shared, 7)).id as string;
  const strangerLeave = (
    await post(`/api/agents/${stranger}/unavailability`, { startDate: day(40), endDate: day(42) })
  ).id as string;
  await post(`/api/agents/${me}/unavailability`, { startDate: day(50), endDate: day(51) });
  const camera = (await post("/api/cameras", { siteId: shared, name: "Hall", location: "Entrée" }))
    .id as string;
  const report = async (siteId: string) =>
    (await post("/api/security-reports", { siteId, periodStart: day(0), periodEnd: day(0) })).id as string;
  const adminReportShared = await report(shared);
  const adminReportElsewhere = await report(elsewhere);

  // A client user of a client that owns the shared site: the office routes stay closed to him.
  const theClient = await createClientWithSites(ctx.app, admin.token, { name: "Client du site", sites: [] });
  await call({ method: "POST", url: `/api/clients/${theClient.id}/sites`, payload: { siteIds: [shared] } });
  const client = await createClientUser(ctx.app, ctx.database, admin.token, { clientId: theClient.id });
  const users = {
    admin: { id: admin.user.id, token: admin.token },
    manager,
    planner,
    operator,
    agent,
    client,
  };
  return {
    companyId: admin.company.id,
    users,
    sites: { shared, elsewhere },
    agents: { me, colleague, stranger },
    myShift,
    strangerShift,
    reliefShift,
    strangerLeave,
    camera,
    adminReportShared,
    adminReportElsewhere,
  };
}

const db = () => ctx.database.db;
const callAs = (role: TRole) => as(ctx.app, w.users[role].token);

/** Inserts a record straight into the store, for targets a role cannot create itself. */
async function insertReport({
  authorId,
  siteId,
  status = "draft",
}: {
  authorId: string;
  siteId: string;
  status?: "draft" | "finalized";
}) {
  const [row] = await db()
    .insert(securityReports)
    .values({
      companyId: w.companyId,
      siteId,
      periodStart: day(0),
      periodEnd: day(0),
      responsibleName: "Auteur",
      responsibleSignature: "data:image/png;base64,iVBORw0KGgo=",
      status,
      createdById: authorId,
      generatedByName: "Auteur",
      ...(status === "finalized" ? { finalizedAt: new Date(), contentHash: "x" } : {}),
    })
    .returning({ id: securityReports.id });
  return row?.id as string;
}

const rowOf = async (table: typeof sites | typeof cameras | typeof securityReports, id: string) =>
  (await db().select().from(table).where(eq(table.id, id)))[0] ?? null;
const rowsIn = async (
  table: typeof sites | typeof cameras | typeof securityReports | typeof agents | typeof shifts,
) => (await db().select({ n: count() }).from(table).where(eq(table.companyId, w.companyId)))[0]?.n;

type Case = {
  line: string;
  expect: Record<TRole, number>;
  /** A fresh target for this role's attempt (its id), when the action changes or removes it. */
  prepare?: (role: TRole) => Promise<string>;
  request: (id: string, role: TRole) => InjectOptions;
  /** The part of the store a refused call must leave as it was. */
  snapshot?: (id: string) => Promise<unknown>;
  /** What an allowed answer must hold for this role. */
  check?: (res: LightMyRequestResponse, role: TRole) => void;
};

/** A client user (issue 25) reaches none of these office routes: 403 by his role, before any record. */
const codes = (
  admin: number,
  manager: number,
  planner: number,
  operator: number,
  agent: number,
  client = 403,
) => ({ admin, manager, planner, operator, agent, client });

async function runCase(c: Case) {
  for (const role of ROLES) {
    const id = c.prepare ? await c.prepare(role) : "";
    const before = c.snapshot ? await c.snapshot(id) : undefined;
    const res = await callAs(role)(c.request(id, role));
    expect(res.statusCode, `${c.line} — ${role}: ${res.body.slice(0, 200)}`).toBe(c.expect[role]);
    if (res.statusCode >= 400 && c.snapshot)
      expect(await c.snapshot(id), `${c.line} — ${role}`).toEqual(before);
    if (res.statusCode < 400) c.check?.(res, role);
  }
}

const names = (res: LightMyRequestResponse) => (res.json() as { name: string }[]).map((r) => r.name).sort();
async function newEmptySite() {
  const res = await callAs("admin")({
    method: "POST",
    url: "/api/sites",
    payload: { name: `Vide ${Math.random()}`, address: "Paris" },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as string;
}

beforeAll(async () => {
  w = await buildWorld();
});

describe("record policy — sites", () => {
  const cases: Case[] = [
    {
      line: "site read: list (an agent: the sites he works on)",
      expect: codes(200, 200, 200, 200, 200),
      request: () => ({ method: "GET", url: "/api/sites" }),
      check: (res, role) =>
        expect(names(res)).toEqual(role === "agent" ? ["Site partagé"] : ["Autre site", "Site partagé"]),
    },
    {
      line: "site read: a site he does not work on",
      expect: codes(200, 200, 200, 200, 404),
      request: () => ({ method: "GET", url: `/api/sites/${w.sites.elsewhere}` }),
    },
    {
      line: "site read: a site he works on",
      expect: codes(200, 200, 200, 200, 200),
      request: () => ({ method: "GET", url: `/api/sites/${w.sites.shared}` }),
    },
    {
      line: "site create",
      expect: codes(201, 201, 403, 403, 403),
      request: (_, role) => ({
        method: "POST",
        url: "/api/sites",
        payload: { name: `Nouveau ${role}`, address: "Paris" },
      }),
      snapshot: () => rowsIn(sites),
    },
    {
      line: "site update",
      expect: codes(200, 200, 403, 403, 403),
      prepare: newEmptySite,
      request: (id) => ({ method: "PATCH", url: `/api/sites/${id}`, payload: { name: "Renommé" } }),
      snapshot: (id) => rowOf(sites, id),
    },
    {
      line: "site delete (no history: erased)",
      expect: codes(204, 204, 403, 403, 403),
      prepare: newEmptySite,
      request: (id) => ({ method: "DELETE", url: `/api/sites/${id}` }),
      snapshot: (id) => rowOf(sites, id),
    },
    {
      line: "site delete impact",
      expect: codes(200, 200, 403, 403, 403),
      request: () => ({ method: "GET", url: `/api/sites/${w.sites.shared}/impact` }),
    },
    {
      line: "site restore (archived)",
      expect: codes(200, 200, 403, 403, 403),
      prepare: async () => {
        const id = await newEmptySite();
        await db().update(sites).set({ archivedAt: new Date(), status: "inactive" }).where(eq(sites.id, id));
        return id;
      },
      request: (id) => ({ method: "POST", url: `/api/sites/${id}/restore` }),
      snapshot: (id) => rowOf(sites, id),
    },
  ];
  it.each(cases.map((c) => [c.line, c]))("%s", async (_, c) => runCase(c as Case));
});

describe("record policy — cameras", () => {
  const newCamera = async () =>
    (
      await callAs("admin")({
        method: "POST",
        url: "/api/cameras",
        payload: { siteId: w.sites.shared, name: "Temp", location: "Quai" },
      })
    ).json().id as string;
  const cases: Case[] = [
    {
      line: "camera read: list",
      expect: codes(200, 200, 403, 200, 403),
      request: () => ({ method: "GET", url: "/api/cameras" }),
    },
    {
      line: "camera read: one",
      expect: codes(200, 200, 403, 200, 403),
      request: () => ({ method: "GET", url: `/api/cameras/${w.camera}` }),
    },
    {
      line: "camera create",
      expect: codes(201, 201, 403, 201, 403),
      request: () => ({
        method: "POST",
        url: "/api/cameras",
        payload: { siteId: w.sites.shared, name: "Nouvelle", location: "Parking" },
      }),
      snapshot: () => rowsIn(cameras),
    },
    {
      line: "camera update",
      expect: codes(200, 200, 403, 200, 403),
      prepare: newCamera,
      request: (id) => ({ method: "PATCH", url: `/api/cameras/${id}`, payload: { name: "Renommée" } }),
      snapshot: (id) => rowOf(cameras, id),
    },
    {
      line: "camera delete",
      expect: codes(204, 204, 403, 403, 403),
      prepare: newCamera,
      request: (id) => ({ method: "DELETE", url: `/api/cameras/${id}` }),
      snapshot: (id) => rowOf(cameras, id),
    },
  ];
  it.each(cases.map((c) => [c.line, c]))("%s", async (_, c) => runCase(c as Case));
});

describe("record policy — security reports", () => {
  const othersDraft = () => insertReport({ authorId: w.users.admin.id, siteId: w.sites.shared });
  const ownDraft = (role: TRole) => insertReport({ authorId: w.users[role].id, siteId: w.sites.shared });
  const cases: Case[] = [
    {
      line: "security-report read: list (an agent: his sites' and his own)",
      expect: codes(200, 200, 200, 200, 200),
      request: () => ({ method: "GET", url: "/api/security-reports?limit=200" }),
      check: (res, role) => {
        const ids = (res.json() as { id: string }[]).map((r) => r.id);
        expect(ids).toContain(w.adminReportShared);
        expect(ids.includes(w.adminReportElsewhere)).toBe(role !== "agent");
      },
    },
    {
      line: "security-report read: a report of another site",
      expect: codes(200, 200, 200, 200, 404),
      request: () => ({ method: "GET", url: `/api/security-reports/${w.adminReportElsewhere}` }),
    },
    {
      line: "security-report read: a report of his site",
      expect: codes(200, 200, 200, 200, 200),
      request: () => ({ method: "GET", url: `/api/security-reports/${w.adminReportShared}` }),
    },
    {
      line: "security-report create on a site he works on",
      expect: codes(201, 201, 403, 201, 201),
      request: () => ({
        method: "POST",
        url: "/api/security-reports",
        payload: { siteId: w.sites.shared, periodStart: day(0), periodEnd: day(0) },
      }),
      snapshot: () => rowsIn(securityReports),
    },
    {
      line: "security-report create on a site he does not work on",
      expect: codes(201, 201, 403, 201, 422),
      request: () => ({
        method: "POST",
        url: "/api/security-reports",
        payload: { siteId: w.sites.elsewhere, periodStart: day(0), periodEnd: day(0) },
      }),
      snapshot: () => rowsIn(securityReports),
    },
    {
      line: "security-report update: another's draft",
      expect: codes(200, 200, 403, 403, 403),
      prepare: othersDraft,
      request: (id) => ({ method: "PATCH", url: `/api/security-reports/${id}`, payload: { comments: "x" } }),
      snapshot: (id) => rowOf(securityReports, id),
    },
    {
      line: "security-report update: his own draft",
      expect: codes(200, 200, 403, 200, 200),
      prepare: ownDraft,
      request: (id) => ({ method: "PATCH", url: `/api/security-reports/${id}`, payload: { comments: "x" } }),
      snapshot: (id) => rowOf(securityReports, id),
    },
    {
      line: "security-report finalize: another's draft",
      expect: codes(200, 200, 403, 403, 403),
      prepare: othersDraft,
      request: (id) => ({ method: "POST", url: `/api/security-reports/${id}/finalize` }),
      snapshot: (id) => rowOf(securityReports, id),
    },
    {
      line: "security-report finalize: his own draft",
      expect: codes(200, 200, 403, 200, 200),
      prepare: ownDraft,
      request: (id) => ({ method: "POST", url: `/api/security-reports/${id}/finalize` }),
      snapshot: (id) => rowOf(securityReports, id),
    },
    {
      line: "security-report finalize: a draft of a site he does not see",
      expect: codes(200, 200, 403, 403, 404),
      prepare: () => insertReport({ authorId: w.users.admin.id, siteId: w.sites.elsewhere }),
      request: (id) => ({ method: "POST", url: `/api/security-reports/${id}/finalize` }),
      snapshot: (id) => rowOf(securityReports, id),
    },
    {
      line: "security-report delete: another's draft",
      expect: codes(204, 204, 403, 403, 403),
      prepare: othersDraft,
      request: (id) => ({ method: "DELETE", url: `/api/security-reports/${id}` }),
      snapshot: (id) => rowOf(securityReports, id),
    },
    {
      line: "security-report delete: his own draft",
      expect: codes(204, 204, 403, 204, 204),
      prepare: ownDraft,
      request: (id) => ({ method: "DELETE", url: `/api/security-reports/${id}` }),
      snapshot: (id) => rowOf(securityReports, id),
    },
    {
      line: "security-report delete: his own finalized report (never)",
      expect: codes(409, 409, 403, 409, 409),
      prepare: (role) =>
        insertReport({ authorId: w.users[role].id, siteId: w.sites.shared, status: "finalized" }),
      request: (id) => ({ method: "DELETE", url: `/api/security-reports/${id}` }),
      snapshot: (id) => rowOf(securityReports, id),
    },
  ];
  it.each(cases.map((c) => [c.line, c]))("%s", async (_, c) => runCase(c as Case));

  it("says why a finalized report cannot be deleted, in the caller's language", async () => {
    const id = await insertReport({
      authorId: w.users.admin.id,
      siteId: w.sites.shared,
      status: "finalized",
    });
    const fr = await callAs("admin")({ method: "DELETE", url: `/api/security-reports/${id}` });
    expect(fr.json().detail).toBe(MSG_RECORDS.reportDeleteFinalized);
    const en = await callAs("admin")({
      method: "DELETE",
      url: `/api/security-reports/${id}`,
      headers: { "accept-language": "en" },
    });
    expect(en.json().detail).toBe("This report is finalized: it cannot be deleted");
  });
});

describe("record policy — agents and their personal data", () => {
  const agentById = (res: LightMyRequestResponse, id: string) =>
    (res.json() as { id: string; phone: string | null; email: string | null }[]).find((a) => a.id === id);
  const cases: Case[] = [
    {
      line: "agent read: directory (an agent: himself and his sites' colleagues)",
      expect: codes(200, 200, 200, 200, 200),
      request: () => ({ method: "GET", url: "/api/agents" }),
      check: (res, role) =>
        expect(names(res)).toEqual(
          role === "agent"
            ? ["Aminata Diallo", "Cyril Collègue", "Dora Relève"]
            : ["Aminata Diallo", "Cyril Collègue", "Dora Relève", "Sam Étranger"],
        ),
    },
    {
      line: "agent-personal read: phone and e-mail in the directory",
      expect: codes(200, 200, 200, 200, 200),
      request: () => ({ method: "GET", url: "/api/agents" }),
      check: (res, role) => {
        const colleague = agentById(res, w.agents.colleague);
        const me = agentById(res, w.agents.me);
        const manages = role === "admin" || role === "manager" || role === "planner";
        expect(colleague?.phone ?? null).toBe(manages ? "06 00 00 00 02" : null);
        expect(colleague?.email ?? null).toBe(manages ? "cyril@exemple.fr" : null);
        // The agent sees his own.
        expect(me?.phone ?? null).toBe(role === "operator" ? null : "06 00 00 00 01");
      },
    },
    {
      line: "agent read: a colleague of no shared site",
      expect: codes(200, 200, 200, 200, 404),
      request: () => ({ method: "GET", url: `/api/agents/${w.agents.stranger}` }),
    },
    {
      line: "agent create",
      expect: codes(201, 201, 201, 403, 403),
      request: (_, role) => ({
        method: "POST",
        url: "/api/agents",
        payload: { name: `Nouvel agent ${role}`, badge: `NEW-${role}`, phone: "06", email: `${role}@x.fr` },
      }),
      snapshot: () => rowsIn(agents),
    },
    {
      line: "agent update (agent-personal update)",
      expect: codes(200, 200, 200, 403, 403),
      request: (_, role) => ({
        method: "PATCH",
        url: `/api/agents/${w.agents.stranger}`,
        payload: { phone: `07 ${role}` },
      }),
      snapshot: async () => (await db().select().from(agents).where(eq(agents.id, w.agents.stranger)))[0],
    },
    {
      line: "agent-personal read: another agent's calendar link",
      expect: codes(200, 200, 200, 403, 404),
      request: () => ({ method: "GET", url: `/api/agents/${w.agents.stranger}/calendar-link` }),
      snapshot: async () =>
        (await db().select().from(agents).where(eq(agents.id, w.agents.stranger)))[0]?.calendarTokenHash,
    },
    {
      line: "agent-personal read: his own calendar link",
      expect: codes(200, 200, 200, 403, 200),
      request: () => ({ method: "GET", url: `/api/agents/${w.agents.me}/calendar-link` }),
    },
    {
      line: "agent-personal: rotate a colleague's calendar link",
      expect: codes(200, 200, 200, 403, 404),
      request: () => ({ method: "POST", url: `/api/agents/${w.agents.colleague}/calendar-link/rotate` }),
      snapshot: async () =>
        (await db().select().from(agents).where(eq(agents.id, w.agents.colleague)))[0]?.calendarTokenHash,
    },
  ];
  it.each(cases.map((c) => [c.line, c]))("%s", async (_, c) => runCase(c as Case));
});

describe("record policy — shifts and leave", () => {
  const newStrangerShift = async (role: TRole) =>
    (
      await callAs("admin")({
        method: "POST",
        url: "/api/planning-advanced/shifts",
        payload: {
          agent_id: w.agents.stranger,
          site_id: w.sites.elsewhere,
          shift_date: day(10 + ROLES.indexOf(role)),
          start_time: "08:00",
          end_time: "16:00",
          // The update and delete lines each prepare one on the same day: an overlap kept on purpose.
          override_reason: "Test des droits",
        },
      })
    ).json().id as string;
  const shiftRow = async (id: string) =>
    (await db().select().from(shifts).where(eq(shifts.id, id)))[0] ?? null;
  const newLeave = async (role: TRole) =>
    (
      await callAs("admin")({
        method: "POST",
        url: `/api/agents/${w.agents.stranger}/unavailability`,
        payload: { startDate: day(60 + ROLES.indexOf(role)), endDate: day(60 + ROLES.indexOf(role)) },
      })
    ).json().id as string;
  const leaveCount = async () =>
    (
      await db()
        .select({ n: count() })
        .from(agentUnavailability)
        .where(eq(agentUnavailability.agentId, w.agents.stranger))
    )[0]?.n;
  const cases: Case[] = [
    {
      line: "shift read: list (an agent: his own)",
      expect: codes(200, 200, 200, 200, 200),
      request: () => ({
        method: "GET",
        url: `/api/planning-advanced/shifts?start_date=${day(-1)}&end_date=${day(5)}`,
      }),
      check: (res, role) => {
        const ids = (res.json() as { id: string }[]).map((s) => s.id).sort();
        expect(ids).toEqual(role === "agent" ? [w.myShift] : [w.myShift, w.strangerShift].sort());
      },
    },
    {
      line: "shift read: another agent's shift",
      expect: codes(200, 200, 200, 200, 404),
      request: () => ({ method: "GET", url: `/api/planning-advanced/shifts/${w.strangerShift}` }),
    },
    {
      line: "shift read: a colleague's shift on his own site (own only, not the site's)",
      expect: codes(200, 200, 200, 200, 404),
      request: () => ({ method: "GET", url: `/api/planning-advanced/shifts/${w.reliefShift}` }),
    },
    {
      line: "shift read: his own shift",
      expect: codes(200, 200, 200, 200, 200),
      request: () => ({ method: "GET", url: `/api/planning-advanced/shifts/${w.myShift}` }),
    },
    {
      line: "shift create",
      expect: codes(201, 201, 201, 403, 403),
      request: (_, role) => ({
        method: "POST",
        url: "/api/planning-advanced/shifts",
        payload: {
          agent_id: w.agents.stranger,
          site_id: w.sites.elsewhere,
          shift_date: day(20 + ROLES.indexOf(role)),
          start_time: "08:00",
          end_time: "16:00",
        },
      }),
      snapshot: () => rowsIn(shifts),
    },
    {
      line: "shift update",
      expect: codes(200, 200, 200, 403, 403),
      prepare: newStrangerShift,
      request: (id) => ({
        method: "PATCH",
        url: `/api/planning-advanced/shifts/${id}`,
        payload: { notes: "Changé" },
      }),
      snapshot: shiftRow,
    },
    {
      line: "shift delete",
      expect: codes(204, 204, 204, 403, 403),
      prepare: newStrangerShift,
      request: (id) => ({ method: "DELETE", url: `/api/planning-advanced/shifts/${id}` }),
      snapshot: shiftRow,
    },
    {
      line: "leave read: another agent's",
      expect: codes(200, 200, 200, 403, 404),
      request: () => ({ method: "GET", url: `/api/agents/${w.agents.stranger}/unavailability` }),
    },
    {
      line: "leave read: his own",
      expect: codes(200, 200, 200, 403, 200),
      request: () => ({ method: "GET", url: `/api/agents/${w.agents.me}/unavailability` }),
      check: (res) => expect(res.json()).toHaveLength(1),
    },
    {
      line: "leave create",
      expect: codes(201, 201, 201, 403, 403),
      request: (_, role) => ({
        method: "POST",
        url: `/api/agents/${w.agents.stranger}/unavailability`,
        payload: { startDate: day(80 + ROLES.indexOf(role)), endDate: day(80 + ROLES.indexOf(role)) },
      }),
      snapshot: leaveCount,
    },
    {
      line: "leave delete",
      expect: codes(204, 204, 204, 403, 403),
      prepare: newLeave,
      request: (id) => ({ method: "DELETE", url: `/api/agents/${w.agents.stranger}/unavailability/${id}` }),
      snapshot: leaveCount,
    },
  ];
  it.each(cases.map((c) => [c.line, c]))("%s", async (_, c) => runCase(c as Case));
});

describe("record policy — payslips", () => {
  const payslip = (agentId: string): InjectOptions => ({
    method: "POST",
    url: "/api/payroll/payslip.pdf",
    payload: { agent_id: agentId, year: 2026, month: 11, input: { poste: "agent_securite" } },
  });
  const cases: Case[] = [
    {
      line: "payslip read: another agent's (planner refused)",
      expect: codes(200, 200, 403, 403, 404),
      request: () => payslip(w.agents.stranger),
    },
    {
      line: "payslip read: his own",
      expect: codes(200, 200, 403, 403, 200),
      request: () => payslip(w.agents.me),
    },
    {
      line: "payslip read: every agent's month (export)",
      expect: codes(200, 200, 403, 403, 403),
      request: () => ({ method: "GET", url: "/api/payroll/export.xlsx?year=2026&month=11" }),
    },
    {
      line: "shift read: another agent's month of hours",
      expect: codes(200, 200, 200, 200, 404),
      request: () => ({
        method: "GET",
        url: `/api/payroll/hours?agent_id=${w.agents.stranger}&year=2026&month=11`,
      }),
    },
    {
      line: "shift read: his own month of hours",
      expect: codes(200, 200, 200, 200, 200),
      request: () => ({
        method: "GET",
        url: `/api/payroll/hours?agent_id=${w.agents.me}&year=2026&month=11`,
      }),
    },
  ];
  it.each(cases.map((c) => [c.line, c]))("%s", async (_, c) => runCase(c as Case));
});
