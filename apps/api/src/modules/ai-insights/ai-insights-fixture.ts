// A company with a known history for the AI insights tests: alarms inserted with their dates.
import type { FastifyInstance } from "fastify";
import { as, registerAndLogin } from "../../../test/helpers.ts";
import type { Database } from "../../db/client.ts";
import { agents, alarms, cameras, shifts } from "../../db/schema.ts";

const DAY = 86_400_000;

export async function insightsCompany(
  app: FastifyInstance,
  database: Database,
  { name, siteNames }: { name: string; siteNames: string[] },
) {
  const admin = await registerAndLogin(app, { companyName: name });
  const call = as(app, admin.token);
  const siteIds: string[] = [];
  for (const siteName of siteNames) {
    const res = await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: siteName, address: "Paris" },
    });
    siteIds.push(res.json().id);
  }
  const companyId = admin.company.id;
  const now = Date.now();
  // 60 days of history on the first site: 2 alarms a day, 4 on Mondays; 3 critical alarms in the last 3 days, one still active.
  const rows: (typeof alarms.$inferInsert)[] = [];
  for (let ago = 1; ago <= 60; ago++) {
    const at = new Date(now - ago * DAY);
    const n = at.getUTCDay() === 1 ? 4 : 2;
    for (let k = 0; k < n; k++)
      rows.push({
        companyId,
        siteId: siteIds[0] as string,
        type: "intrusion",
        severity: "moyen",
        status: "resolved",
        title: `Historique ${ago}-${k}`,
        description: "d",
        location: "l",
        createdAt: new Date(at.getTime() + k * 60_000),
        takenAt: new Date(at.getTime() + k * 60_000 + 120_000),
        resolvedAt: new Date(at.getTime() + k * 60_000 + 600_000),
        responseSeconds: 600,
      });
  }
  for (let k = 0; k < 3; k++)
    rows.push({
      companyId,
      siteId: siteIds[0] as string,
      type: "incendie",
      severity: "critique",
      status: k === 0 ? "active" : "resolved",
      title: `Critique ${k}`,
      description: "d",
      location: "l",
      createdAt: new Date(now - (k + 1) * 3 * 3_600_000),
    });
  await database.db.insert(alarms).values(rows);
  await database.db.insert(cameras).values([
    {
      companyId,
      siteId: siteIds[0] as string,
      name: "Parking",
      location: "P",
      status: "offline",
      createdAt: new Date(now - 5 * DAY),
    },
    {
      companyId,
      siteId: siteIds[0] as string,
      name: "Hall",
      location: "H",
      status: "online",
      lastPing: new Date(),
    },
  ]);
  const [agent] = await database.db
    .insert(agents)
    .values({
      companyId,
      name: `Agent ${name}`,
      badge: `B-${companyId.slice(0, 6)}`,
      phone: "0600000000",
      email: `agent.${companyId.slice(0, 6)}@exemple.fr`,
      hireDate: "2024-01-01",
      professionalCardExpiry: new Date(now + 10 * DAY).toISOString().slice(0, 10),
    })
    .returning();
  const start = new Date(now - 2 * 3_600_000);
  await database.db.insert(shifts).values({
    companyId,
    agentId: agent?.id as string,
    siteId: siteIds[0] as string,
    shiftDate: start.toISOString().slice(0, 10),
    startTime: "00:00",
    endTime: "00:00",
    startsAt: start,
    endsAt: new Date(now + 6 * 3_600_000),
    breakMinutes: 30,
  });
  return { admin, call, siteIds, agentName: `Agent ${name}`, historyAlarms: rows.length };
}
