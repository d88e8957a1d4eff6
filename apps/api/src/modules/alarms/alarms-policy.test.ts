// The "alarm" lines of the record policy (decision 015) proved through the API for the five roles, on
// an alarm of a site the agent works on and on one of another site; then the control room's workflow:
// assign, take in charge, resolve, with who and when, notifications, paging and the caller's language.
import { can, MSG_ALARMS, mayOnRecord, RECORD_POLICY, type TRecordAction, type TRole } from "@hts/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { as, login, registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";
import { agents, alarmComments, alarms, notifications, shifts } from "../../db/schema.ts";

const ctx = useTestApp();
const ROLES: TRole[] = ["admin", "manager", "planner", "operator", "agent"];

type Call = ReturnType<typeof as>;

async function company() {
  const admin = await registerAndLogin(ctx.app);
  const call = as(ctx.app, admin.token);
  const site = async (name: string) =>
    (await call({ method: "POST", url: "/api/sites", payload: { name, address: "Paris" } })).json()
      .id as string;
  const siteA = await site("Entrepôt Gennevilliers");
  const siteB = await site("Siège La Défense");
  const siteC = await site("Gare de Lyon");
  const users: Record<TRole, { id: string; call: Call; token: string }> = {
    admin: { id: admin.user.id, call, token: admin.token },
  } as never;
  for (const role of ROLES.filter((r) => r !== "admin")) {
    const email = uniqueEmail(role);
    const created = await call({
      method: "POST",
      url: "/api/users",
      payload: { name: `Compte ${role}`, email, password: "secret-pass-2026", role },
    });
    const session = await login(ctx.app, email, "secret-pass-2026");
    users[role] = { id: created.json().id, call: as(ctx.app, session.token), token: session.token };
  }
  // The agent account signs in as an agent assigned to site A, with a shift next week on site C.
  const [agent] = await ctx.database.db
    .insert(agents)
    .values({
      companyId: admin.company.id,
      userId: users.agent.id,
      name: "Aminata Diallo",
      badge: "B-001",
      phone: "0600000000",
      email: "aminata@example.fr",
      hireDate: "2024-01-01",
      assignedSiteId: siteA,
    })
    .returning();
  const inAWeek = new Date(Date.now() + 7 * 86_400_000);
  await ctx.database.db.insert(shifts).values({
    companyId: admin.company.id,
    agentId: agent?.id as string,
    siteId: siteC,
    shiftDate: inAWeek.toISOString().slice(0, 10),
    startTime: "08:00",
    endTime: "16:00",
    startsAt: inAWeek,
    endsAt: new Date(inAWeek.getTime() + 8 * 3_600_000),
  });
  const raise = async (siteId: string, extra: Record<string, unknown> = {}) =>
    (
      await call({
        method: "POST",
        url: "/api/alarms",
        payload: {
          siteId,
          title: "Intrusion quai 3",
          description: "Détecteur",
          location: "Quai 3",
          ...extra,
        },
      })
    ).json() as { id: string };
  return { admin, call, users, siteA, siteB, siteC, agentId: agent?.id as string, raise };
}

/** The stored alarm and its comments: compared before and after a refused call. */
async function snapshot(id: string) {
  const [row] = await ctx.database.db.select().from(alarms).where(eq(alarms.id, id));
  const comments = await ctx.database.db.select().from(alarmComments).where(eq(alarmComments.alarmId, id));
  return { row, comments: comments.length };
}

/** Route level per action: everyone who opens the area reaches the routes but assignment (operators). */
const ROUTE_LEVEL: Partial<Record<TRecordAction, "read" | "write">> = { assign: "write" };

describe("alarm record policy, for the five roles", () => {
  it("answers every line of the table: allowed, 403 when visible, 404 when not, store unchanged", async () => {
    const c = await company();
    const actions = Object.keys(RECORD_POLICY.alarm) as TRecordAction[];
    expect(actions.sort()).toEqual(["assign", "comment", "create", "read", "resolve"]);
    for (const role of ROLES) {
      const user = c.users[role];
      const caller = { userId: user.id, role, siteIds: role === "agent" ? [c.siteA, c.siteC] : [] };
      for (const siteId of [c.siteA, c.siteB, c.siteC]) {
        const record = { siteId, ownerUserIds: [null] };
        for (const action of actions) {
          const label = `${role} ${action} on ${siteId === c.siteA ? "A" : siteId === c.siteB ? "B" : "C"}`;
          const areaOpen = can({ role, area: "alarms", level: ROUTE_LEVEL[action] ?? "read" });
          const allowed = areaOpen && mayOnRecord({ caller, kind: "alarm", action, record });
          if (action === "create") {
            const res = await user.call({
              method: "POST",
              url: "/api/alarms",
              payload: { siteId, title: "Test", description: "Test", location: "Hall" },
            });
            expect(res.statusCode, label).toBe(allowed ? 201 : 403);
            continue;
          }
          const { id } = await c.raise(siteId);
          const before = await snapshot(id);
          const request = {
            read: { method: "GET", url: `/api/alarms/${id}` },
            comment: { method: "POST", url: `/api/alarms/${id}/comments`, payload: { text: "Vu" } },
            assign: {
              method: "POST",
              url: `/api/alarms/${id}/assign`,
              payload: { userId: c.users.agent.id },
            },
            resolve: { method: "POST", url: `/api/alarms/${id}/resolve` },
          }[action as "read" | "comment" | "assign" | "resolve"] as Parameters<Call>[0];
          const res = await user.call(request);
          const visible = areaOpen && mayOnRecord({ caller, kind: "alarm", action: "read", record });
          const refused = !areaOpen ? 403 : visible ? 403 : 404;
          expect(res.statusCode, label).toBe(allowed ? (action === "comment" ? 201 : 200) : refused);
          if (!allowed) expect(await snapshot(id), label).toEqual(before);
          // 'Prendre en charge' follows the resolve line.
          if (action === "resolve") {
            const other = await c.raise(siteId);
            const taken = await user.call({ method: "POST", url: `/api/alarms/${other.id}/take` });
            expect(taken.statusCode, `${label} (take)`).toBe(allowed ? 200 : refused);
          }
        }
      }
    }
  });

  it("lists for each role only the alarms it may read, with the total", async () => {
    const c = await company();
    await c.raise(c.siteA, { title: "A" });
    await c.raise(c.siteB, { title: "B" });
    await c.raise(c.siteC, { title: "C" });
    for (const role of ROLES) {
      const res = await c.users[role].call({ method: "GET", url: "/api/alarms?limit=10" });
      if (!can({ role, area: "alarms", level: "read" })) {
        expect(res.statusCode, role).toBe(403);
        continue;
      }
      const titles = res.json().map((a: { title: string }) => a.title);
      const expected = role === "agent" ? ["C", "A"] : ["C", "B", "A"];
      expect(titles, role).toEqual(expected);
      expect(res.headers["x-total-count"], role).toBe(String(expected.length));
    }
    // An alarm of another site assigned to the agent becomes theirs: in their list and 'Mes alarmes'.
    const b = (await c.call({ method: "GET", url: "/api/alarms?q=B" })).json()[0];
    await c.call({ method: "POST", url: `/api/alarms/${b.id}/assign`, payload: { agentId: c.agentId } });
    const mine = await c.users.agent.call({ method: "GET", url: "/api/alarms?assigned=me" });
    expect(mine.json().map((a: { title: string }) => a.title)).toEqual(["B"]);
    const all = await c.users.agent.call({ method: "GET", url: "/api/alarms" });
    expect(all.headers["x-total-count"]).toBe("3");
  });
});

describe("alarm workflow", () => {
  it("assigns, notifies the assignee, takes in charge and resolves with who and when at each step", async () => {
    const c = await company();
    const { id } = await c.raise(c.siteB, { severity: "important" });
    const assigned = await c.users.operator.call({
      method: "POST",
      url: `/api/alarms/${id}/assign`,
      payload: { userId: c.users.agent.id },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      assignedTo: "Compte agent",
      assignedUserId: c.users.agent.id,
      assignedAgentId: c.agentId,
      takenAt: null,
    });
    // The assignee's bell, in their language.
    const bell = await c.users.agent.call({
      method: "GET",
      url: "/api/notifications",
      headers: { "accept-language": "en" },
    });
    expect(bell.json()[0]).toMatchObject({
      title: "Alarm assigned: Intrusion quai 3",
      severity: "important",
    });

    const taken = await c.users.agent.call({ method: "POST", url: `/api/alarms/${id}/take` });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().takenBy).toBe("Compte agent");
    expect(Date.parse(taken.json().takenAt)).toBeGreaterThan(0);
    const again = await c.users.operator.call({ method: "POST", url: `/api/alarms/${id}/take` });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe("Cette alarme est déjà prise en charge par Compte agent");

    const resolved = await c.users.agent.call({
      method: "POST",
      url: `/api/alarms/${id}/resolve`,
      payload: { note: "RAS" },
      headers: { "accept-language": "en" },
    });
    expect(resolved.statusCode).toBe(200);
    const body = resolved.json();
    expect(body).toMatchObject({ status: "Résolue", resolvedBy: "Compte agent", takenBy: "Compte agent" });
    expect(body.actions).toEqual([
      "Alarm recorded by Admin Test",
      "Assigned to Compte agent by Compte operator",
      "Taken in charge by Compte agent",
      "Resolved by Compte agent: RAS",
    ]);
    expect(body.history.every((step: { at: string | null }) => step.at !== null)).toBe(true);
    // The same stored history read in French and Spanish.
    const fr = (await c.call({ method: "GET", url: `/api/alarms/${id}` })).json();
    expect(fr.actions[1]).toBe("Affectée à Compte agent par Compte operator");
    const es = (
      await c.call({ method: "GET", url: `/api/alarms/${id}`, headers: { "accept-language": "es" } })
    ).json();
    expect(es.actions[2]).toBe("Atendida por Compte agent");
    // Resolved alarms are not reassigned.
    const late = await c.call({ method: "POST", url: `/api/alarms/${id}/assign`, payload: { userId: null } });
    expect(late.statusCode).toBe(409);
  });

  it("an operator taking an unassigned alarm becomes its assignee; assignment can be taken back", async () => {
    const c = await company();
    const { id } = await c.raise(c.siteA);
    const taken = (await c.users.operator.call({ method: "POST", url: `/api/alarms/${id}/take` })).json();
    expect(taken).toMatchObject({ assignedUserId: c.users.operator.id, assignedTo: "Compte operator" });
    const back = await c.call({ method: "POST", url: `/api/alarms/${id}/assign`, payload: {} });
    expect(back.json()).toMatchObject({ assignedUserId: null, assignedTo: null });
    expect(back.json().actions.at(-1)).toBe("Affectation retirée par Admin Test");
    const foreign = await registerAndLogin(ctx.app);
    const wrong = await c.call({
      method: "POST",
      url: `/api/alarms/${id}/assign`,
      payload: { userId: foreign.user.id },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail[0].msg).toBe(MSG_ALARMS.assigneeNotFound);
    const both = await c.call({
      method: "POST",
      url: `/api/alarms/${id}/assign`,
      payload: { userId: c.users.agent.id, agentId: c.agentId },
    });
    expect(both.statusCode).toBe(422);
    const people = (await c.users.operator.call({ method: "GET", url: "/api/alarms/assignees" })).json();
    expect(people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: c.users.agent.id, agentId: c.agentId, role: "agent" }),
        expect.objectContaining({ userId: c.users.operator.id, role: "operator" }),
      ]),
    );
    expect(people.some((p: { role: string }) => p.role === "planner")).toBe(false);
    expect((await c.users.agent.call({ method: "GET", url: "/api/alarms/assignees" })).statusCode).toBe(403);
  });

  it("a critical alarm rings the bell of the control room and of the agents of its site only", async () => {
    const c = await company();
    const unread = async (call: Call) =>
      (await call({ method: "GET", url: "/api/notifications/unread-count" })).json().count as number;
    await c.raise(c.siteB, { severity: "critique", title: "Départ de feu" });
    const counts = Object.fromEntries(
      await Promise.all(ROLES.map(async (r) => [r, await unread(c.users[r].call)] as const)),
    );
    expect(counts).toEqual({ admin: 1, manager: 1, planner: 0, operator: 1, agent: 0 });
    await c.raise(c.siteC, { severity: "critique", title: "Fumée local technique" });
    expect(await unread(c.users.agent.call)).toBe(1);
    const [note] = (
      await c.users.agent.call({
        method: "GET",
        url: "/api/notifications",
        headers: { "accept-language": "es" },
      })
    ).json();
    expect(note).toMatchObject({
      title: "Alarma crítica: Fumée local technique",
      body: "Gare de Lyon — Quai 3",
    });
    const stored = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, c.users.agent.id));
    expect(stored[0]?.message?.title).toEqual({
      text: "Alarme critique : {title}",
      params: { title: "Fumée local technique" },
    });
  });

  it("an agent raises and comments alarms from the field on the sites they work on", async () => {
    const c = await company();
    const raised = await c.users.agent.call({
      method: "POST",
      url: "/api/alarms",
      payload: { siteId: c.siteC, title: "Porte forcée", description: "Issue de secours", location: "Sud" },
    });
    expect(raised.statusCode).toBe(201);
    expect(raised.json().actions).toEqual(["Alarme enregistrée par Compte agent"]);
    const commented = await c.users.agent.call({
      method: "POST",
      url: `/api/alarms/${raised.json().id}/comments`,
      payload: { text: "Photo prise" },
    });
    expect(commented.statusCode).toBe(201);
    expect(commented.json().comments[0]).toMatchObject({ author: "Compte agent", text: "Photo prise" });
    const elsewhere = await c.users.agent.call({
      method: "POST",
      url: "/api/alarms",
      payload: { siteId: c.siteB, title: "X", description: "X", location: "X" },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect((await c.call({ method: "GET", url: "/api/alarms?q=X" })).json()).toEqual([]);
  });
});
