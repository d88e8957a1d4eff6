// Child process of field-floor.bench.ts: the phones. Each of the 500 agents signs in with his own
// session and, through the product's routes as a phone does, clocks in (POST /api/attendance/events,
// geofence, window and gates judged by the server) within the compressed window, then sends a position
// every period (POST /api/me/position). The server coalesces its field.updated signals itself.
// Argument: one JSON object; prints one JSON line.

import { randomUUID } from "node:crypto";

type Agent = { id: string; siteId: string; shiftId: string; lat: number; lng: number; token: string };
const { appUrl, agents, clockInSeconds, positionPeriodSeconds, seconds } = JSON.parse(
  process.argv[2] ?? "{}",
) as {
  appUrl: string;
  agents: Agent[];
  clockInSeconds: number;
  positionPeriodSeconds: number;
  seconds: number;
};

const start = Date.now();
const n = agents.length;
let clockIns = 0;
let positions = 0;
let errors = 0;
const lastSent = new Map<string, number>();
const clockedIn = new Set<string>();
const nextPosition = agents.map((_, i) => start + (i * positionPeriodSeconds * 1000) / n);
const jitter = () => (Math.random() - 0.5) * 0.0005;

async function send(agent: Agent, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${appUrl}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${agent.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function clockIn(agent: Agent, at: number) {
  await send(agent, "/api/attendance/events", {
    client_id: randomUUID(),
    kind: "clock_in",
    shift_id: agent.shiftId,
    occurred_at: new Date(at).toISOString(),
    position: { lat: agent.lat, lng: agent.lng, accuracy: 15 },
  });
  clockIns += 1;
  // A clock-in's position is the agent's last known one too, until a later fix.
  lastSent.set(agent.id, Math.max(at, lastSent.get(agent.id) ?? 0));
}

async function position(agent: Agent, at: number) {
  const answer = await send(agent, "/api/me/position", {
    occurred_at: new Date(at).toISOString(),
    position: { lat: agent.lat + jitter(), lng: agent.lng + jitter(), accuracy: 12 },
  });
  // The server keeps at most one fix per agent and period (a phone sending too often is not stored).
  if (answer.accepted === true) {
    positions += 1;
    lastSent.set(agent.id, at);
  }
}

const guarded = (work: Promise<void>) =>
  work.catch((error) => {
    errors += 1;
    if (errors <= 5) console.error(String(error));
  });

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
console.log(JSON.stringify({ clockIns, positions, errors, lastSent: Object.fromEntries(lastSent) }));
