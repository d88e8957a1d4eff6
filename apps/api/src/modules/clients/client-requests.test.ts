import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { auditLog, clientRequests, notifications } from "../../db/schema.ts";
import { createClientUser, createClientWithSites } from "./clients-test-helpers.ts";

// Client requests (issue 25) on a real database: a client user of Alpha, given two of its three sites,
// files a request for one of them; nothing for another site, client or company. Managers and admins
// read, answer and close it; other roles are refused; each refusal leaves the store as it was. Each step
// is audited, notified and signalled live.

const ctx = useTestApp();
const PASSWORD = "motdepasse-2026";

type World = Awaited<ReturnType<typeof buildWorld>>;
let w: World;

async function buildWorld() {
  const admin = await registerAndLogin(ctx.app, { subscription: "enterprise" });
  const call = as(ctx.app, admin.token);
  const staff = async (role: string) => {
    const email = uniqueEmail(role);
    const res = await call({
      method: "POST",
      url: "/api/users",
      payload: { name: `${role} X`, email, password: PASSWORD, role },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return { id: res.json().id as string, token: (await login(ctx.app, email, PASSWORD)).token };
  };
  const alpha = await createClientWithSites(ctx.app, admin.token, {
    name: "Alpha",
    sites: ["A1", "A2", "A3"],
  });
  const beta = await createClientWithSites(ctx.app, admin.token, { name: "Bêta", sites: ["B1"] });
  const [a1, a2, a3] = alpha.siteIds as [string, string, string];
  const client = await createClientUser(ctx.app, ctx.database, admin.token, {
    clientId: alpha.id,
    siteIds: [a1, a2],
  });
  const betaUser = await createClientUser(ctx.app, ctx.database, admin.token, { clientId: beta.id });
  const other = await registerAndLogin(ctx.app, { subscription: "enterprise" });
  const elsewhere = await createClientWithSites(ctx.app, other.token, { name: "Ailleurs", sites: ["Loin"] });
  const manager = await staff("manager");
  return {
    companyId: admin.company.id,
    alpha,
    sites: { a1, a2, a3, b1: beta.siteIds[0] as string, elsewhere: elsewhere.siteIds[0] as string },
    users: { client: client.id, manager: manager.id },
    tokens: {
      admin: admin.token,
      manager: manager.token,
      planner: (await staff("planner")).token,
      operator: (await staff("operator")).token,
      agent: (await staff("agent")).token,
      client: client.token,
      betaUser: betaUser.token,
      otherAdmin: other.token,
    },
  };
}

beforeAll(async () => {
  w = await buildWorld();
});

type Who = keyof World["tokens"];
const call = (who: Who) => as(ctx.app, w.tokens[who]);
const store = async () => {
  const db = ctx.database.db;
  const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
  return {
    requests: await n(db.select({ n: count() }).from(clientRequests)),
    audit: await n(db.select({ n: count() }).from(auditLog).where(eq(auditLog.companyId, w.companyId))),
    notifications: await n(db.select({ n: count() }).from(notifications)),
  };
};
const extraGuard = (siteId: string) => ({
  siteId,
  kind: "extra_guard",
  subject: "Agent supplémentaire samedi",
  body: "Inventaire samedi : un agent de plus de 8 h à 18 h.",
  wantedDate: "2026-12-05",
});

describe("filing a request from the portal", () => {
  it("refuses every site he does not see, every other role, and bad input, the store unchanged", async () => {
    const before = await store();
    for (const siteId of [w.sites.a3, w.sites.b1, w.sites.elsewhere]) {
      const res = await call("client")({
        method: "POST",
        url: "/api/portal/requests",
        payload: extraGuard(siteId),
      });
      expect(res.statusCode, siteId).toBe(404);
    }
    const refused: Record<Exclude<Who, "client">, number> = {
      admin: 403,
      manager: 403,
      planner: 403,
      operator: 403,
      agent: 403,
      // Bêta's user: A1 is not one of his sites.
      betaUser: 404,
      otherAdmin: 403,
    };
    for (const [who, code] of Object.entries(refused) as [Who, number][]) {
      const res = await call(who)({
        method: "POST",
        url: "/api/portal/requests",
        payload: extraGuard(w.sites.a1),
      });
      expect(res.statusCode, who).toBe(code);
    }
    const bad = await call("client")({
      method: "POST",
      url: "/api/portal/requests",
      payload: { ...extraGuard(w.sites.a1), kind: "pizza", subject: "" },
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().detail)).toMatch(/obligatoire|Valeur|attendu/i);
    expect(await store()).toEqual(before);
  });

  it("files one for his site; managers are told, live and in their notifications", async () => {
    const before = await store();
    const seen: string[] = [];
    const off = ctx.app.events.subscribe((e) => {
      if (e.type === "client-request.updated") seen.push(e.id);
    });
    const res = await call("client")({
      method: "POST",
      url: "/api/portal/requests",
      payload: extraGuard(w.sites.a1),
    });
    expect(res.statusCode).toBe(201);
    const filed = res.json();
    expect(filed).toMatchObject({ siteName: "A1", kind: "extra_guard", status: "open", answer: null });
    await expect.poll(() => seen).toContain(filed.id);
    off();
    const after = await store();
    expect(after.requests).toBe(before.requests + 1);
    expect(after.audit).toBe(before.audit + 1);
    // The admin and the manager of the company (not the other roles).
    expect(after.notifications).toBe(before.notifications + 2);
    const bell = await call("manager")({ method: "GET", url: "/api/notifications" });
    expect(JSON.stringify(bell.json())).toContain("Nouvelle demande de Alpha : Agent supplémentaire samedi");

    const mine = (await call("client")({ method: "GET", url: "/api/portal/requests" })).json();
    expect(mine.map((r: { id: string }) => r.id)).toContain(filed.id);
    // Another client's user, and the office's preview of another client, do not see it.
    expect((await call("betaUser")({ method: "GET", url: "/api/portal/requests" })).json()).toEqual([]);
    const preview = await call("manager")({
      method: "GET",
      url: `/api/portal/requests?clientId=${w.alpha.id}`,
    });
    expect(preview.json().map((r: { id: string }) => r.id)).toContain(filed.id);
  });
});

describe("answering requests in the office", () => {
  it("lets managers and admins read them; other roles and companies get nothing", async () => {
    const list = await call("manager")({ method: "GET", url: "/api/client-requests?status=open" });
    expect(list.statusCode).toBe(200);
    expect(list.headers["x-total-count"]).toBe(String(list.json().length));
    expect(list.json()[0]).toMatchObject({ clientName: "Alpha", createdByName: "Claire Cliente" });
    expect((await call("admin")({ method: "GET", url: "/api/client-requests" })).statusCode).toBe(200);
    for (const who of ["planner", "operator", "agent", "client", "betaUser"] as const)
      expect((await call(who)({ method: "GET", url: "/api/client-requests" })).statusCode, who).toBe(403);
    expect((await call("otherAdmin")({ method: "GET", url: "/api/client-requests" })).json()).toEqual([]);
  });

  it("moves one on, answers and closes it; the client reads the answer and is notified", async () => {
    const [request] = (await call("manager")({ method: "GET", url: "/api/client-requests" })).json();
    const patch = (who: Who, payload: object) =>
      call(who)({ method: "PATCH", url: `/api/client-requests/${request.id}`, payload });
    const before = await store();
    expect((await patch("otherAdmin", { status: "in_progress" })).statusCode).toBe(404);
    for (const who of ["planner", "operator", "agent", "client"] as const)
      expect((await patch(who, { status: "in_progress" })).statusCode, who).toBe(403);
    // Closed without an answer: refused, the client must read why.
    const bare = await patch("manager", { status: "closed" });
    expect(bare.statusCode).toBe(409);
    expect(bare.json().detail).toMatch(/réponse/);
    expect((await patch("manager", {})).statusCode).toBe(422);
    expect(await store()).toEqual(before);

    expect((await patch("manager", { status: "in_progress" })).json()).toMatchObject({
      status: "in_progress",
      answer: null,
    });
    const closed = await patch("manager", {
      status: "closed",
      answer: "Un agent supplémentaire sera présent samedi de 8 h à 18 h.",
    });
    expect(closed.json()).toMatchObject({ status: "closed", answeredByName: "manager X" });
    const after = await store();
    expect(after.audit).toBe(before.audit + 2);
    expect(after.notifications).toBe(before.notifications + 2);
    // A closed request is reopened before being answered again.
    expect((await patch("manager", { answer: "Autre" })).statusCode).toBe(409);

    const portal = (await call("client")({ method: "GET", url: "/api/portal/requests" })).json();
    const seen = portal.find((r: { id: string }) => r.id === request.id);
    expect(seen).toMatchObject({
      status: "closed",
      answer: "Un agent supplémentaire sera présent samedi de 8 h à 18 h.",
    });
    // Nothing of the company's staff in the client's answer.
    expect(JSON.stringify(portal)).not.toMatch(/manager X|answeredBy|createdBy/);
    const bell = await call("client")({
      method: "GET",
      url: "/api/notifications",
      headers: { "accept-language": "en" },
    });
    expect(JSON.stringify(bell.json())).toContain("Your request “Agent supplémentaire samedi”: closed");
  });
});
