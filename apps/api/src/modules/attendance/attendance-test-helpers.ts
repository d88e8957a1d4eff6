import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { as, login, registerAndLogin, uniqueEmail } from "../../../test/helpers.ts";
import type { Database } from "../../db/client.ts";
import { shifts, sites } from "../../db/schema.ts";

// A company with a located site (Paris, 200 m) and agents with accounts, for the attendance tests.

export const SITE_POS = { lat: 48.85837, lng: 2.294481 };
/** A position `m` metres north of the site. */
export const north = (m: number, accuracy = 10) => ({
  lat: SITE_POS.lat + m / 111_195,
  lng: SITE_POS.lng,
  accuracy,
});
const PASSWORD = "motdepasse-2026";

export async function buildCompany({ app, database }: { app: FastifyInstance; database: Database }) {
  const admin = await registerAndLogin(app, { subscription: "enterprise" });
  const call = as(app, admin.token);
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await call({ method: "POST", url, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const user = async (role: string, name = `${role} ${randomUUID().slice(0, 6)}`) => {
    const email = uniqueEmail(role);
    const created = await post("/api/users", { name, email, password: PASSWORD, role });
    return { id: created.id as string, token: (await login(app, email, PASSWORD)).token, call: as(app, "") };
  };
  const site = async (name = `Site ${randomUUID().slice(0, 6)}`) => {
    const id = (await post("/api/sites", { name, address: "5 avenue Anatole France, Paris" })).id as string;
    await database.db
      .update(sites)
      .set({ latitude: SITE_POS.lat, longitude: SITE_POS.lng, geofenceRadius: 200 })
      .where(eq(sites.id, id));
    return id;
  };
  const agent = async (role = "agent") => {
    const account = await user(role);
    const name = `Agent ${randomUUID().slice(0, 6)}`;
    const id = (
      await post("/api/agents", {
        name,
        badge: `AG-${randomUUID().slice(0, 6)}`,
        phone: "06 00 00 00 01",
        email: uniqueEmail("agent"),
        userId: account.id,
      })
    ).id as string;
    return { id, name, userId: account.id, token: account.token, call: as(app, account.token) };
  };
  /** A shift of `agentId` starting `startInMin` minutes from now, lasting 8 hours. */
  const shift = async ({
    agentId,
    siteId,
    startInMin,
    hours = 8,
    post: postName = null,
  }: {
    agentId: string;
    siteId: string;
    startInMin: number;
    hours?: number;
    post?: string | null;
  }) => {
    const startsAt = new Date(Math.floor((Date.now() + startInMin * 60_000) / 60_000) * 60_000);
    const endsAt = new Date(startsAt.getTime() + hours * 3_600_000);
    const hhmm = (d: Date) =>
      new Intl.DateTimeFormat("fr-FR", {
        hour: "2-digit",
        minute: "2-digit",
        timeZone: "Europe/Paris",
      }).format(d);
    const [row] = await database.db
      .insert(shifts)
      .values({
        companyId: admin.company.id,
        agentId,
        siteId,
        shiftDate: new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(startsAt),
        startTime: hhmm(startsAt),
        endTime: hhmm(endsAt),
        startsAt,
        endsAt,
        breakMinutes: 0,
        post: postName,
      })
      .returning();
    if (!row) throw new Error("no shift");
    return row;
  };
  return { admin, call, companyId: admin.company.id, user, site, agent, shift };
}

export type Company = Awaited<ReturnType<typeof buildCompany>>;

export const clockIn = (extra: Record<string, unknown> = {}) => ({
  client_id: randomUUID(),
  kind: "clock_in",
  occurred_at: new Date().toISOString(),
  position: north(20),
  ...extra,
});
