import { describe, expect, it } from "vitest";
import {
  answerOutcome,
  checkDeadline,
  checkIsDue,
  isCheckMissed,
  nextCheckDueAt,
} from "./lone-worker.rules.ts";

const at = (hhmm: string) => new Date(`2026-11-29T${hhmm}:00Z`);

describe("nextCheckDueAt", () => {
  const clockInAt = at("08:00");

  it("is one interval after the clock-in when no check of this duty exists", () => {
    expect(nextCheckDueAt({ clockInAt, lastCheck: null, intervalMin: 60 })).toEqual(at("09:00"));
    // A check of an earlier duty (before this clock-in) is ignored.
    const earlier = { status: "ok" as const, dueAt: at("06:00"), graceMin: 10, answeredAt: at("06:02") };
    expect(nextCheckDueAt({ clockInAt, lastCheck: earlier, intervalMin: 30 })).toEqual(at("08:30"));
  });

  it("is one interval after the last answer", () => {
    const last = { status: "ok" as const, dueAt: at("09:00"), graceMin: 10, answeredAt: at("09:04") };
    expect(nextCheckDueAt({ clockInAt, lastCheck: last, intervalMin: 60 })).toEqual(at("10:04"));
  });

  it("after a missed check: from its late answer, or else from its deadline", () => {
    const missed = { status: "missed" as const, dueAt: at("09:00"), graceMin: 10, answeredAt: null };
    expect(nextCheckDueAt({ clockInAt, lastCheck: missed, intervalMin: 60 })).toEqual(at("10:10"));
    const late = { ...missed, answeredAt: at("09:25") };
    expect(nextCheckDueAt({ clockInAt, lastCheck: late, intervalMin: 60 })).toEqual(at("10:25"));
  });

  it("a pending check is the one due", () => {
    const pending = { status: "pending" as const, dueAt: at("09:00"), graceMin: 10, answeredAt: null };
    expect(nextCheckDueAt({ clockInAt, lastCheck: pending, intervalMin: 60 })).toEqual(at("09:00"));
  });
});

describe("deadline and missed decision", () => {
  it("a check is missed strictly after due + grace", () => {
    const check = { dueAt: at("09:00"), graceMin: 10 };
    expect(checkDeadline(check)).toEqual(at("09:10"));
    expect(isCheckMissed({ ...check, now: at("09:10") })).toBe(false);
    expect(isCheckMissed({ ...check, now: new Date(at("09:10").getTime() + 1) })).toBe(true);
  });

  it("a check is due at its instant, not before", () => {
    expect(checkIsDue({ nextDueAt: at("09:00"), now: new Date(at("09:00").getTime() - 1) })).toBe(false);
    expect(checkIsDue({ nextDueAt: at("09:00"), now: at("09:00") })).toBe(true);
  });

  it("an answer closes a pending check, is recorded late on a missed one, ignored otherwise", () => {
    expect(answerOutcome({ status: "pending" })).toBe("close");
    expect(answerOutcome({ status: "missed" })).toBe("record_late");
    expect(answerOutcome({ status: "cancelled" })).toBe("ignore");
    expect(answerOutcome({ status: "ok" })).toBe("ignore");
  });
});
