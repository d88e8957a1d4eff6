import { describe, expect, it } from "vitest";
import { rowInterner, sameValue } from "./same-row.ts";

describe("same row (issue 31)", () => {
  it("compares rows as node-postgres returns them: dates by time, JSON deeply", () => {
    const a = { id: "1", at: new Date(5), settings: { security: { ips: ["a"] } }, n: null };
    expect(sameValue(a, { id: "1", at: new Date(5), settings: { security: { ips: ["a"] } }, n: null })).toBe(
      true,
    );
    expect(sameValue(a, { ...a, at: new Date(6) })).toBe(false);
    expect(sameValue(a, { ...a, settings: { security: { ips: ["a", "b"] } } })).toBe(false);
    expect(sameValue(a, { ...a, n: undefined })).toBe(false);
    expect(sameValue({ x: [] }, { x: {} })).toBe(false);
  });

  it("hands out the row read before while it is unchanged, and a changed row at once", () => {
    const intern = rowInterner<{ id: string; name: string }>();
    const first = intern({ id: "u", name: "Léa" });
    expect(intern({ id: "u", name: "Léa" })).toBe(first);
    const renamed = { id: "u", name: "Léo" };
    expect(intern(renamed)).toBe(renamed);
    expect(intern({ id: "u", name: "Léo" })).toBe(renamed);
  });
});
