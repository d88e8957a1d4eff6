import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { as, login, registerAndLogin, uniqueEmail } from "../../../test/helpers.ts";
import type { Database } from "../../db/client.ts";
import { shifts, sites } from "../../db/schema.ts";

// A company for the tours tests: located sites, accounts of each role, agents with accounts and shifts.

export const ORIGIN = { lat: 48.85837, lng: 2.294481 };
/** A position `m` metres north of the site's origin. */
export const north = (m: number, accuracy = 5) => ({
  lat: ORIGIN.lat + m / 111_195,
  lng: ORIGIN.lng,
  accuracy,
});
const PASSWORD = "motdepasse-2026";
const MIN = 60_000;

export async function tourCompany({ app, database }: { app: FastifyInstance; database: Database }) {
  const admin = await registerAndLogin(app, { subscription: "enterprise" });
  const call = as(app, admin.token);
  const created = async (url: string, payload: Record<string, unknown>) => {
    const res = await call({ method: "POST", url, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const user = async (role: string) => {
    const email = uniqueEmail(role);
    const { id } = await created("/api/users", {
      name: `${role} ${randomUUID().slice(0, 6)}`,
      email,
      password: PASSWORD,
      role,
    });
    const { token } = await login(app, email, PASSWORD);
    return { id: id as string, call: as(app, token) };
  };
  const site = async () => {
    const { id } = await created("/api/sites", {
      name: `Entrepôt ${randomUUID().slice(0, 6)}`,
      address: "1 rue du Port, Gennevilliers",
    });
    await database.db
      .update(sites)
      .set({ latitude: ORIGIN.lat, longitude: ORIGIN.lng })
      .where(eq(sites.id, id));
    return id as string;
  };
  const agent = async () => {
    const account = await user("agent");
    const name = `Agent ${randomUUID().slice(0, 6)}`;
    const { id } = await created("/api/agents", {
      name,
      badge: `AG-${randomUUID().slice(0, 6)}`,
      phone: "06 00 00 00 01",
      email: uniqueEmail("agent"),
      userId: account.id,
    });
    return { id: id as string, name, userId: account.id, call: account.call };
  };
  /** A shift of the agent from `startInMin` minutes from now, for `hours`. */
  const shift = async ({
    agentId,
    siteId,
    startInMin = -60,
    hours = 8,
  }: {
    agentId: string;
    siteId: string;
    startInMin?: number;
    hours?: number;
  }) => {
    const startsAt = new Date(Math.floor((Date.now() + startInMin * MIN) / MIN) * MIN);
    const endsAt = new Date(startsAt.getTime() + hours * 3_600_000);
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const [row] = await database.db
      .insert(shifts)
      .values({
        companyId: admin.company.id,
        agentId,
        siteId,
        shiftDate: startsAt.toISOString().slice(0, 10),
        startTime: hhmm(startsAt),
        endTime: hhmm(endsAt),
        startsAt,
        endsAt,
        breakMinutes: 0,
        status: "in_progress",
      })
      .returning();
    if (!row) throw new Error("no shift");
    return row;
  };
  const checkpoint = async (siteId: string, extra: Record<string, unknown> = {}) =>
    created("/api/tours/checkpoints", {
      site_id: siteId,
      name: `Point ${randomUUID().slice(0, 4)}`,
      kind: "qr",
      ...extra,
    });
  const tour = async (
    siteId: string,
    stops: { checkpoint_id: string; window_min?: number | null }[],
    extra: Record<string, unknown> = {},
  ) =>
    created("/api/tours", {
      site_id: siteId,
      name: `Ronde ${randomUUID().slice(0, 4)}`,
      expected_minutes: 30,
      stops,
      ...extra,
    });
  return { admin, call, companyId: admin.company.id as string, user, site, agent, shift, checkpoint, tour };
}

export type TourCompany = Awaited<ReturnType<typeof tourCompany>>;

/** A run start body at `minutesAgo` before now (device time). */
export const startBody = (tourId: string, shiftId: string, minutesAgo = 0) => ({
  client_id: randomUUID(),
  tour_id: tourId,
  shift_id: shiftId,
  occurred_at: new Date(Date.now() - minutesAgo * MIN).toISOString(),
  position: north(0),
});
