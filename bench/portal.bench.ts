// The client portal (issue 25): a client with 50 sites and a year of shifts and clock actions. GET
// /api/portal (the portal's home) and GET /api/portal/service (a month of the 50 sites' figures) are
// read at 50 connections by a real client user, beside the floor route (one prepared primary-key
// lookup on the same pool) measured just before and just after in the same run, and the bare route.
// The monthly report PDF is timed once (made in a worker thread: the event loop keeps answering).
// PostgreSQL scratch database on the server of BENCH_DATABASE_URL (or TEST_DATABASE_URL).

import type pg from "pg";
import type { buildApp } from "../apps/api/src/app.ts";
import { hashPassword } from "../apps/api/src/lib/password.ts";
import { floorServer, withScratchApp } from "./scratch.ts";
import { listen, load, report } from "./support.ts";

const SITES = 50;
const DAYS = 365;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_PORTAL_SECONDS ?? 5);

export async function benchPortal(): Promise<void> {
  await withScratchApp(
    { label: "portal", title: "Portail client" },
    async ({ app, pool, headers: staff, companyId }) => {
      const client = await seed({ app, pool, companyId, staff });
      const month = new Date().toISOString().slice(0, 7);

      const bare = floorServer(pool, companyId);
      const bareUrl = await listen(bare);
      const appUrl = await listen(app);
      try {
        const baseline = await load({
          label: "bare Fastify route",
          url: `${bareUrl}/bare`,
          connections: CONNECTIONS,
        });
        const floorBefore = await load({
          label: "floor route (before)",
          url: `${bareUrl}/floor`,
          connections: CONNECTIONS,
          seconds: SECONDS,
        });
        const home = await load({
          label: `GET /api/portal (${SITES} sites)`,
          url: `${appUrl}/api/portal`,
          headers: client,
          connections: CONNECTIONS,
          seconds: SECONDS,
        });
        const service = await load({
          label: `GET /api/portal/service (a month, ${SITES} sites)`,
          url: `${appUrl}/api/portal/service?from=${month}-01&to=${month}-28`,
          headers: client,
          connections: CONNECTIONS,
          seconds: SECONDS,
        });
        const floorAfter = await load({
          label: "floor route (after)",
          url: `${bareUrl}/floor`,
          connections: CONNECTIONS,
          seconds: SECONDS,
        });
        const adjacent = (floorBefore.rps + floorAfter.rps) / 2;
        report(
          `Portail client (PostgreSQL, ${SITES} sites, ${DAYS} jours de vacations pointées, ${CONNECTIONS} connexions)`,
          baseline,
          [
            { ...home, floorRps: adjacent, target: { p99: 100 } },
            { ...service, floorRps: adjacent },
          ],
          floorBefore,
        );
        const started = performance.now();
        const pdf = await app.inject({
          method: "GET",
          url: `/api/portal/monthly-report.pdf?month=${month}`,
          headers: client,
        });
        const ms = performance.now() - started;
        console.log(
          `  rapport mensuel PDF (${SITES} sites) : ${pdf.statusCode}, ${(pdf.rawPayload.length / 1024).toFixed(0)} Ko en ${ms.toFixed(0)} ms  ${ms < 3000 ? "PASS" : "MISS"} (< 3 s)`,
        );
      } finally {
        await bare.close();
      }
    },
  );
}

/** A client with 50 sites, one agent, two shifts a day per site for a year, each clocked in and out. */
async function seed({
  app,
  pool,
  companyId,
  staff,
}: {
  app: Awaited<ReturnType<typeof buildApp>>;
  pool: pg.Pool;
  companyId: string;
  staff: Record<string, string>;
}): Promise<Record<string, string>> {
  const created = await app.inject({
    method: "POST",
    url: "/api/clients",
    headers: staff,
    payload: { name: "Foncière Bench" },
  });
  const clientId = created.json().id as string;
  await pool.query(
    `insert into sites (company_id, name, address, client_id)
     select $1, 'Site ' || g, g || ' rue du Banc, Nantes', $2 from generate_series(1, ${SITES}) g`,
    [companyId, clientId],
  );
  const agent = await pool.query(
    `insert into agents (company_id, name, badge, phone, email, hire_date)
     values ($1, 'Agent Banc', 'B-1', '0600000000', 'agent.banc@example.fr', '2020-01-01') returning id`,
    [companyId],
  );
  const agentId = agent.rows[0].id as string;
  await pool.query(
    `insert into shifts (company_id, agent_id, site_id, shift_date, start_time, end_time, starts_at, ends_at)
     select $1, $2, s.id, d::date, h.start_time, h.end_time,
            d + h.start_time::time, d + h.start_time::time + interval '8 hours'
     from sites s
     cross join generate_series(current_date - ${DAYS}, current_date, interval '1 day') d
     cross join (values ('06:00', '14:00'), ('14:00', '22:00')) h(start_time, end_time)
     where s.company_id = $1`,
    [companyId, agentId],
  );
  await pool.query(
    `insert into attendance_events (company_id, agent_id, shift_id, site_id, kind, client_id, occurred_at)
     select company_id, agent_id, id, site_id, k.kind, gen_random_uuid(),
            case k.kind when 'clock_in' then starts_at + interval '2 minutes' else ends_at end
     from shifts cross join (values ('clock_in'), ('clock_out')) k(kind)
     where company_id = $1`,
    [companyId],
  );
  const email = `client.banc.${Date.now()}@example.fr`;
  const invited = await app.inject({
    method: "POST",
    url: `/api/clients/${clientId}/users`,
    headers: staff,
    payload: { name: "Client Banc", email, siteIds: [] },
  });
  const password = "Portail-banc-2026";
  await pool.query("update users set password_hash = $1 where id = $2", [
    await hashPassword(password, 4),
    invited.json().id,
  ]);
  const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  return { authorization: `Bearer ${login.json().access_token}` };
}
