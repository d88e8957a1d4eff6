// Child process of field-floor.bench.ts: the phones. Writes 500 clock-ins spread over the compressed
// window and a position per agent every period, straight into PostgreSQL (the attendance and position
// routes belong to other slices of issue 22; at merge this process switches to POST
// /api/attendance/events and POST /api/me/position), and after each write calls the real
// `signalFieldChange` on its own event bus, so the coalesced NOTIFY reaches the server as in production.
// Argument: one JSON object; prints one JSON line.

import { randomUUID } from "node:crypto";
import { createPool, fromPool } from "../apps/api/src/db/client.ts";
import { EventBus } from "../apps/api/src/lib/events/event-bus.ts";
import { flushFieldSignals, signalFieldChange } from "../apps/api/src/modules/field/index.ts";

type Agent = { id: string; siteId: string; shiftId: string; lat: number; lng: number };
const { url, companyId, agents, clockInSeconds, positionPeriodSeconds, seconds } = JSON.parse(
  process.argv[2] ?? "{}",
) as {
  url: string;
  companyId: string;
  agents: Agent[];
  clockInSeconds: number;
  positionPeriodSeconds: number;
  seconds: number;
};

const pool = createPool(url, 8);
const events = new EventBus(fromPool(pool), { warn: (obj, msg) => console.error(msg, obj) });
const start = Date.now();
const n = agents.length;
let clockIns = 0;
let positions = 0;
let errors = 0;
const lastSent = new Map<string, number>();
const clockedIn = new Set<string>();
const nextPosition = agents.map((_, i) => start + (i * positionPeriodSeconds * 1000) / n);
const jitter = () => (Math.random() - 0.5) * 0.002;

async function clockIn(agent: Agent, at: number) {
  await pool.query(
    `insert into attendance_events (company_id, agent_id, site_id, shift_id, kind, client_id, occurred_at,
       latitude, longitude, accuracy) values ($1, $2, $3, $4, 'clock_in', $5, $6, $7, $8, 15)`,
    [companyId, agent.id, agent.siteId, agent.shiftId, randomUUID(), new Date(at), agent.lat, agent.lng],
  );
  clockIns += 1;
}

async function position(agent: Agent, at: number) {
  const result = await pool.query(
    `insert into agent_positions (agent_id, company_id, latitude, longitude, accuracy, recorded_at, source)
     values ($1, $2, $3, $4, 12, $5, 'ping')
     on conflict (agent_id) do update set latitude = excluded.latitude, longitude = excluded.longitude,
       accuracy = excluded.accuracy, recorded_at = excluded.recorded_at, received_at = now()
     where agent_positions.recorded_at <= excluded.recorded_at`,
    [agent.id, companyId, agent.lat + jitter(), agent.lng + jitter(), new Date(at)],
  );
  if (result.rowCount === 1) {
    positions += 1;
    lastSent.set(agent.id, at);
  }
}

const guarded = (work: Promise<void>) =>
  work.then(
    () => signalFieldChange({ events, companyId }),
    (error) => {
      errors += 1;
      console.error(String(error));
    },
  );

while (Date.now() - start < seconds * 1000) {
  const now = Date.now();
  const due: Promise<void>[] = [];
  // Clock-ins: agent i at i/n of the compressed window.
  const clockedBy = Math.min(n, Math.floor(((now - start) / (clockInSeconds * 1000)) * n));
  for (let i = clockedIn.size; i < clockedBy; i++) {
    const agent = agents[i] as Agent;
    clockedIn.add(agent.id);
    due.push(guarded(clockIn(agent, now)));
  }
  for (let i = 0; i < n; i++) {
    if ((nextPosition[i] ?? Infinity) > now) continue;
    nextPosition[i] = (nextPosition[i] ?? now) + positionPeriodSeconds * 1000;
    due.push(guarded(position(agents[i] as Agent, now)));
  }
  await Promise.all(due);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
flushFieldSignals({ events });
await new Promise((resolve) => setTimeout(resolve, 200));
await pool.end();
console.log(JSON.stringify({ clockIns, positions, errors, lastSent: Object.fromEntries(lastSent) }));
