// Child process of tours.bench.ts: the phones on tour. Each agent walks his site's tour of 12 QR
// checkpoints: he starts a run and scans, every other agent online as he walks, the others offline
// then syncing their queue in one go (the agent app's queue replays its actions in order, decision 090).
// One scan in ten carries a photo, sent just before it (POST /api/me/photos) as the phone does.
// Argument: the path of a JSON file (the set-up); prints one JSON line.

import { randomUUID } from "node:crypto";
import fs from "node:fs";

type Agent = { id: string; shiftId: string; token: string; tourId: string; codes: string[] };
const { appUrl, agents, seconds, photoBase64 } = JSON.parse(
  fs.readFileSync(process.argv[2] ?? "", "utf8"),
) as {
  appUrl: string;
  agents: Agent[];
  seconds: number;
  photoBase64: string;
};

let scans = 0;
let photos = 0;
let runs = 0;
let errors = 0;
let retries = 0;
const sentScans: Record<string, number> = {};

/**
 * As the agent app's queue does (queue-rules.ts): a 5xx or a lost connection is tried again, the same
 * body (the server applies each client_id once); a 4xx is a refusal. Waits are compressed (2 s, 4 s...).
 */
async function send(agent: Agent, path: string, body: unknown): Promise<Record<string, unknown>> {
  for (let attempt = 0; ; attempt++) {
    let status = 0;
    let answer: Record<string, unknown> = {};
    try {
      const res = await fetch(`${appUrl}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${agent.token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      status = res.status;
      answer = (await res.json()) as Record<string, unknown>;
      if (res.ok) return answer;
    } catch (error) {
      answer = { error: String(error) };
    }
    if ((status > 0 && status < 500) || attempt >= 5)
      throw new Error(`${path}: ${status} ${JSON.stringify(answer)}`);
    retries += 1;
    await sleep(2000 * 2 ** attempt);
  }
}

const basePhoto = Buffer.from(photoBase64, "base64");
/** Every photo its own bytes (the same bytes on the same shift are one stored photo, decision 096). */
function uniquePhoto(): string {
  const copy = Buffer.from(basePhoto);
  copy.write(randomUUID(), copy.length - 64, "latin1");
  return copy.toString("base64");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One agent's tour: actions made at their device times, sent at once (online) or at the end (offline). */
async function walk(agent: Agent, index: number) {
  const start = Date.now();
  const offline = index % 2 === 1;
  // Spread over the window: agent i starts at i/n of the first half, and walks over the second.
  await sleep((index / agents.length) * (seconds * 500));
  const queue: (() => Promise<unknown>)[] = [];
  const act = async (work: () => Promise<unknown>) => (offline ? queue.push(work) : work());
  const runId = randomUUID();
  const startedAt = new Date().toISOString();
  await act(async () => {
    await send(agent, "/api/me/tour-runs", {
      client_id: runId,
      tour_id: agent.tourId,
      shift_id: agent.shiftId,
      occurred_at: startedAt,
    });
    runs += 1;
  });
  const step = (seconds * 500 - (Date.now() - start) / 2) / agent.codes.length;
  for (const [n, code] of agent.codes.entries()) {
    await sleep(Math.max(5, step));
    const at = new Date().toISOString();
    const withPhoto = (index * 12 + n) % 10 === 0;
    await act(async () => {
      let photoId: string | undefined;
      if (withPhoto) {
        const photo = await send(agent, "/api/me/photos", {
          content_base64: uniquePhoto(),
          shift_id: agent.shiftId,
          taken_at: at,
        });
        photoId = photo.id as string;
        photos += 1;
      }
      await send(agent, "/api/me/tour-scans", {
        client_id: randomUUID(),
        run_id: runId,
        method: "qr",
        code,
        occurred_at: at,
        ...(photoId ? { photo_id: photoId } : {}),
      });
      scans += 1;
      sentScans[agent.id] = (sentScans[agent.id] ?? 0) + 1;
    });
  }
  // Back online: the queue replays in order, one action after the other.
  for (const work of queue) await work();
}

await Promise.all(
  agents.map((agent, i) =>
    walk(agent, i).catch((error) => {
      errors += 1;
      if (errors <= 5) console.error(String(error));
    }),
  ),
);
console.log(JSON.stringify({ runs, scans, photos, errors, retries, sentScans }));
