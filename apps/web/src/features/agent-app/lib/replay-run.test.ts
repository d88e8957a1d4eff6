import { describe, expect, it } from "vitest";
import type { QueuedAction, QueueKind } from "./queue-rules.ts";
import { type ReplayPorts, runReplay, type Sent } from "./replay-run.ts";

function action(seq: number, kind: QueueKind): QueuedAction {
  const client_id = `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`;
  const occurred_at = `2026-11-29T08:0${seq}:00+01:00`;
  return {
    seq,
    client_id,
    kind,
    body: { client_id, occurred_at, kind },
    occurred_at,
    position: null,
    attempts: 0,
    user_id: "u1",
  };
}

/** A queue in memory and a server whose answers the test chooses, recording what it was sent. */
function harness(answer: (kind: string, body: { client_id: string }) => number | "down") {
  const queue = new Map<number, QueuedAction>();
  const sent: string[] = [];
  const reply = (kind: string, body: { client_id: string }): Sent => {
    const status = answer(kind, body);
    return status === "down" ? { status: 0, body: null } : { status, body: { detail: `r${status}` } };
  };
  const ports: ReplayPorts = {
    sendSingle: async (a) => {
      sent.push(a.kind);
      return reply(a.kind, a.body);
    },
    sendSync: async (bodies) => {
      const events = bodies as { client_id: string; kind: string }[];
      sent.push(`sync(${events.map((e) => e.kind).join(",")})`);
      if (events.some((e) => answer(e.kind, e) === "down")) return { status: 0, body: null };
      return {
        results: events.map((e) => ({ client_id: e.client_id, ...reply(e.kind, e) })),
      };
    },
    remove: async (a) => void queue.delete(a.seq ?? -1),
    keep: async (a) => void queue.set(a.seq ?? -1, a),
  };
  return { queue, sent, ports };
}

describe("replaying the offline queue", () => {
  it("sends in order, attendance together, and empties the queue when all is applied", async () => {
    const h = harness(() => 201);
    const actions = [action(1, "clock_in"), action(2, "lone_worker_answer"), action(3, "break_start")];
    for (const a of actions) h.queue.set(a.seq ?? 0, a);
    const results = await runReplay(actions, h.ports);
    expect(h.sent).toEqual(["sync(clock_in)", "lone_worker_answer", "sync(break_start)"]);
    expect(results.map((r) => r.outcome)).toEqual(["done", "done", "done"]);
    expect(h.queue.size).toBe(0);
  });

  it("drops a refused action with its reason and goes on with the next ones", async () => {
    const h = harness((kind) => (kind === "clock_in" ? 409 : 200));
    const actions = [action(1, "clock_in"), action(2, "sos")];
    for (const a of actions) h.queue.set(a.seq ?? 0, a);
    const results = await runReplay(actions, h.ports);
    expect(results.find((r) => r.action.kind === "clock_in")).toMatchObject({
      outcome: "rejected",
      status: 409,
    });
    expect(h.queue.size).toBe(0);
  });

  it("stops at the first request without answer and keeps it and everything after it, counting a try", async () => {
    const h = harness((kind) => (kind === "lone_worker_answer" ? "down" : 201));
    const actions = [action(1, "clock_in"), action(2, "lone_worker_answer"), action(3, "clock_out")];
    for (const a of actions) h.queue.set(a.seq ?? 0, a);
    await runReplay(actions, h.ports);
    expect(h.sent).toEqual(["sync(clock_in)", "lone_worker_answer"]);
    expect([...h.queue.keys()]).toEqual([2, 3]);
    expect(h.queue.get(2)?.attempts).toBe(1);
    expect(h.queue.get(3)?.attempts).toBe(0);
  });

  it("keeps an action the sync answer does not mention", async () => {
    const h = harness(() => 201);
    const a = action(1, "clock_in");
    h.queue.set(1, a);
    const ports = { ...h.ports, sendSync: async () => ({ results: [] }) };
    const [result] = await runReplay([a], ports);
    expect(result).toMatchObject({ outcome: "keep", status: 0 });
    expect(h.queue.get(1)?.attempts).toBe(1);
  });
});
