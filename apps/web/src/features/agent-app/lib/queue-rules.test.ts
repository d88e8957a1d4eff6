import { describe, expect, it } from "vitest";
import {
  actionsOf,
  allowedKinds,
  deriveState,
  outcomeOf,
  planBatches,
  type QueuedAction,
  type QueueKind,
  retryDelayMs,
  SYNC_LIMIT,
} from "./queue-rules.ts";

let counter = 0;
function action(kind: QueueKind, seq?: number, occurred_at = "2026-11-29T08:00:00+01:00"): QueuedAction {
  counter += 1;
  const client_id = `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
  return {
    seq,
    client_id,
    kind,
    body: { client_id, occurred_at },
    occurred_at,
    position: null,
    attempts: 0,
    user_id: "u1",
  };
}

describe("offline queue: order and batches", () => {
  it("groups consecutive attendance actions into one sync, in the order they were done", () => {
    const a = action("clock_in", 1);
    const b = action("break_start", 2);
    const c = action("lone_worker_answer", 3);
    const d = action("break_end", 4);
    const e = action("clock_out", 5);
    const batches = planBatches([e, c, a, d, b]);
    expect(batches).toEqual([
      { type: "sync", actions: [a, b] },
      { type: "single", action: c },
      { type: "sync", actions: [d, e] },
    ]);
  });

  it("sends an SOS first, before older actions", () => {
    const a = action("clock_in", 1);
    const sos = action("sos", 2);
    expect(planBatches([a, sos])[0]).toEqual({ type: "single", action: sos });
  });

  it("splits a sync past 200 actions", () => {
    const many = Array.from({ length: SYNC_LIMIT + 1 }, (_, i) => action("break_start", i + 1));
    const batches = planBatches(many);
    expect(batches.map((b) => (b.type === "sync" ? b.actions.length : 1))).toEqual([SYNC_LIMIT, 1]);
  });
});

describe("offline queue: whose actions", () => {
  it("sends only the signed-in user's actions, in order", () => {
    const mine = action("clock_in", 2);
    const older = action("break_start", 1);
    const other = { ...action("clock_out", 3), user_id: "u2" };
    expect(actionsOf([mine, other, older], "u1")).toEqual([older, mine]);
  });
});

describe("offline queue: results and retries", () => {
  it("removes what the server applied or refused, keeps what it did not answer", () => {
    expect(outcomeOf(201)).toBe("done");
    expect(outcomeOf(200)).toBe("done");
    expect(outcomeOf(409)).toBe("rejected");
    expect(outcomeOf(422)).toBe("rejected");
    expect(outcomeOf(0)).toBe("keep");
    expect(outcomeOf(503)).toBe("keep");
    expect(outcomeOf(429)).toBe("keep");
    // The session ended offline: sent again after the next sign-in, not lost.
    expect(outcomeOf(401)).toBe("keep");
    expect(outcomeOf(403)).toBe("rejected");
  });

  it("waits longer after each failure, never more than 5 minutes", () => {
    expect(retryDelayMs(0)).toBe(15_000);
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(10)).toBe(300_000);
  });
});

describe("attendance state from the server and the waiting actions", () => {
  it("applies waiting actions on top of the server's state, in order", () => {
    expect(deriveState({ server: "not_started", pending: [] })).toBe("not_started");
    expect(deriveState({ server: "not_started", pending: [action("clock_in", 1)] })).toBe("on_duty");
    expect(
      deriveState({ server: "on_duty", pending: [action("break_end", 3), action("break_start", 2)] }),
    ).toBe("on_duty");
    expect(deriveState({ server: "on_duty", pending: [action("sos", 4), action("break_start", 2)] })).toBe(
      "on_break",
    );
  });

  it("offers the buttons of each state", () => {
    expect(allowedKinds("not_started")).toEqual(["clock_in"]);
    expect(allowedKinds("on_duty")).toEqual(["break_start", "clock_out"]);
    expect(allowedKinds("on_break")).toEqual(["break_end"]);
    expect(allowedKinds("finished")).toEqual(["clock_in"]);
  });
});
