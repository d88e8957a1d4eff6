import { beforeEach, describe, expect, it } from "vitest";
import { markSessionEnded, takeSessionEnded } from "./session-ended.ts";

// The web unit tests run in Node, which has no sessionStorage: a Map stands in for the browser's.
const entries = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value),
    removeItem: (key: string) => entries.delete(key),
    clear: () => entries.clear(),
  },
});

describe("why the last session ended", () => {
  beforeEach(() => sessionStorage.clear());

  it("is read once", () => {
    markSessionEnded("ended");
    expect(takeSessionEnded()).toBe("ended");
    expect(takeSessionEnded()).toBeNull();
  });

  it("keeps the idle reason when a 401 of the same expiry follows", () => {
    markSessionEnded("idle");
    markSessionEnded("ended");
    expect(takeSessionEnded()).toBe("idle");
  });

  it("ignores a value it did not write", () => {
    sessionStorage.setItem("hts.session-ended", "<script>");
    expect(takeSessionEnded()).toBeNull();
  });
});
