import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client.ts";
import { shifts } from "../src/db/schema.ts";
import { as, login, registerAndLogin, uniqueEmail } from "./helpers.ts";

const PASSWORD = "motdepasse-2026";

/**
 * A company for the field tests (issue 22, slice B): its admin, a manager, a planner, an operator, an
 * agent with an account (and his agent record), a colleague agent, and a site.
 */
export async function fieldCompany(app: FastifyInstance, name: string) {
  const admin = await registerAndLogin(app, { companyName: name, subscription: "enterprise" });
  const companyId = admin.company.id as string;
  const call = as(app, admin.token);
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await call({ method: "POST", url, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const user = async (role: string, userName: string) => {
    const email = uniqueEmail(role);
    const created = await post("/api/users", { name: userName, email, password: PASSWORD, role });
    const token = (await login(app, email, PASSWORD)).token;
    return { id: created.id as string, token, call: as(app, token) };
  };
  const site = (await post("/api/sites", { name: `Site ${name}`, address: "1 rue A, Paris" })).id as string;
  const otherSite = (await post("/api/sites", { name: `Autre ${name}`, address: "2 rue B, Lyon" }))
    .id as string;
  let badge = 0;
  const agent = async (agentName: string, userId?: string) =>
    (
      await post("/api/agents", {
        name: agentName,
        badge: `AG-${++badge}`,
        phone: "06 00 00 00 01",
        email: `ag${badge}.${Date.now()}@exemple.fr`,
        ...(userId ? { userId } : {}),
      })
    ).id as string;
  const manager = await user("manager", "Manon Responsable");
  const planner = await user("planner", "Paul Planificateur");
  const operator = await user("operator", "Olga Opératrice");
  const operator2 = await user("operator", "Oscar Opérateur");
  const agentUser = await user("agent", "Aminata Diallo");
  const agentId = await agent("Aminata Diallo", agentUser.id);
  const colleagueId = await agent("Cyril Collègue");
  return {
    admin,
    companyId,
    call,
    post,
    site,
    otherSite,
    manager,
    planner,
    operator,
    operator2,
    agentUser,
    agentId,
    colleagueId,
  };
}

/** A shift written directly (the planning API works in local days): starts `fromMs` from now. */
export async function insertShift(
  database: Database,
  v: { companyId: string; agentId: string; siteId: string; fromMs: number; hours?: number; post?: string },
) {
  const start = new Date(Date.now() + v.fromMs);
  const [row] = await database.db
    .insert(shifts)
    .values({
      companyId: v.companyId,
      agentId: v.agentId,
      siteId: v.siteId,
      shiftDate: start.toISOString().slice(0, 10),
      startTime: start.toISOString().slice(11, 16),
      endTime: new Date(start.getTime() + (v.hours ?? 8) * 3600_000).toISOString().slice(11, 16),
      startsAt: start,
      endsAt: new Date(start.getTime() + (v.hours ?? 8) * 3600_000),
      status: "scheduled",
      post: v.post ?? null,
    })
    .returning();
  if (!row) throw new Error("shift not inserted");
  return row;
}
