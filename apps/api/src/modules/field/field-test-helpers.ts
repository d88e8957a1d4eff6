import type { TRole } from "@hts/domain";
import type { FastifyInstance } from "fastify";
import { as, login, registerAndLogin, uniqueEmail } from "../../../test/helpers.ts";
import type { Db } from "../../db/client.ts";
import {
  agentPositions,
  agents,
  attendanceEvents,
  loneWorkerChecks,
  shifts,
  sites,
} from "../../db/schema.ts";

// A company's floor built straight in the store (the clock-in routes belong to another module): the
// tests read it back through GET /api/field/floor.

const MIN = 60_000;
const PASSWORD = "motdepasse-2026";
let badge = 0;

export async function fieldWorld(app: FastifyInstance, db: Db, now = Date.now()) {
  const admin = await registerAndLogin(app, {
    companyName: `Terrain ${Math.random()}`,
    subscription: "enterprise",
  });
  const companyId = admin.company.id;
  const user = async (role: TRole) => {
    const email = uniqueEmail(role);
    const res = await as(
      app,
      admin.token,
    )({
      method: "POST",
      url: "/api/users",
      payload: { name: `Compte ${role}`, email, password: PASSWORD, role },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return { id: res.json().id as string, token: (await login(app, email, PASSWORD)).token };
  };
  const [siteA, siteB] = await db
    .insert(sites)
    .values([
      { companyId, name: "A — Tour Paris", address: "Paris", latitude: 48.8566, longitude: 2.3522 },
      { companyId, name: "B — Entrepôt Lyon", address: "Lyon", latitude: null, longitude: null },
    ])
    .returning();
  if (!siteA || !siteB) throw new Error("sites");
  const agent = async (name: string, userId: string | null = null, assignedSiteId: string | null = null) => {
    const [row] = await db
      .insert(agents)
      .values({
        companyId,
        name,
        userId,
        assignedSiteId,
        badge: `T-${++badge}`,
        phone: "0600000000",
        email: `${badge}@exemple.fr`,
        hireDate: "2024-01-01",
      })
      .returning();
    return row?.id as string;
  };
  const shift = async (agentId: string, siteId: string, startOffsetMin: number, status = "scheduled") => {
    const startsAt = new Date(now + startOffsetMin * MIN);
    const [row] = await db
      .insert(shifts)
      .values({
        companyId,
        agentId,
        siteId,
        shiftDate: startsAt.toISOString().slice(0, 10),
        startTime: "08:00",
        endTime: "16:00",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 8 * 60 * MIN),
        status,
        post: "Accueil",
      })
      .returning();
    return row?.id as string;
  };
  const clock = (
    agentId: string,
    siteId: string,
    shiftId: string | null,
    kind: "clock_in" | "clock_out" | "break_start" | "break_end",
    offsetMin: number,
  ) =>
    db.insert(attendanceEvents).values({
      companyId,
      agentId,
      siteId,
      shiftId,
      kind,
      clientId: crypto.randomUUID(),
      occurredAt: new Date(now + offsetMin * MIN),
    });

  const operator = await user("operator");
  const planner = await user("planner");
  const agentUser = await user("agent");
  // The operator watches site A: his own agent record is assigned there (decision 015's "sites").
  await agent("Opérateur PC", operator.id, siteA.id);
  await agent("Agent compte", agentUser.id, siteA.id);

  const onTime = await agent("Alice A");
  const onTimeShift = await shift(onTime, siteA.id, -60);
  await clock(onTime, siteA.id, onTimeShift, "clock_in", -62);
  // 1.5 min old, about 334 m north of site A.
  await db.insert(agentPositions).values({
    agentId: onTime,
    companyId,
    latitude: 48.8596,
    longitude: 2.3522,
    accuracy: 12,
    recordedAt: new Date(now - 90_000),
  });
  const missing = await agent("Bruno B");
  const missingShift = await shift(missing, siteA.id, -30);
  const lateAgent = await agent("Chloé C");
  const lateShift = await shift(lateAgent, siteB.id, -40);
  await clock(lateAgent, siteB.id, lateShift, "clock_in", -15);
  await clock(lateAgent, siteB.id, lateShift, "break_start", -5);
  const gone = await agent("David D");
  const goneShift = await shift(gone, siteA.id, -300);
  await clock(gone, siteA.id, goneShift, "clock_in", -300);
  await clock(gone, siteA.id, goneShift, "clock_out", -10);
  const unplanned = await agent("Emma E");
  await clock(unplanned, siteB.id, null, "clock_in", -20);
  const future = await agent("Farid F");
  await shift(future, siteA.id, 120);
  const cancelled = await agent("Gina G");
  await shift(cancelled, siteA.id, -20, "cancelled");

  const [dueCheck, , missedCheck] = await db
    .insert(loneWorkerChecks)
    .values([
      { companyId, agentId: onTime, siteId: siteA.id, dueAt: new Date(now - 5 * MIN), graceMinutes: 10 },
      // Not due yet (one pending check per agent: another agent on duty).
      { companyId, agentId: unplanned, siteId: siteB.id, dueAt: new Date(now + 30 * MIN) },
      { companyId, agentId: lateAgent, siteId: siteB.id, dueAt: new Date(now - 30 * MIN), status: "missed" },
      { companyId, agentId: onTime, siteId: siteA.id, dueAt: new Date(now - 70 * MIN), status: "ok" },
    ])
    .returning();

  return {
    companyId,
    now,
    tokens: { admin: admin.token, operator: operator.token, planner: planner.token, agent: agentUser.token },
    sites: { a: siteA.id, b: siteB.id },
    agents: { onTime, missing, lateAgent, gone, unplanned, future, cancelled },
    shifts: { onTimeShift, missingShift, lateShift },
    checks: { due: dueCheck?.id as string, missed: missedCheck?.id as string },
  };
}
