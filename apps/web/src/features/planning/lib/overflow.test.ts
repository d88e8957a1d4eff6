import { describe, expect, it } from "vitest";
import { splitOverflow } from "./overflow.ts";

describe("splitOverflow ('+N')", () => {
  it("shows at most max items and counts the rest", () => {
    expect(splitOverflow({ items: [1, 2, 3, 4, 5], max: 3 })).toEqual({ visible: [1, 2, 3], hidden: 2 });
  });

  it("hides nothing when everything fits", () => {
    expect(splitOverflow({ items: [1, 2, 3], max: 3 })).toEqual({ visible: [1, 2, 3], hidden: 0 });
    expect(splitOverflow({ items: [], max: 5 })).toEqual({ visible: [], hidden: 0 });
  });

  it("treats a negative or fractional max sensibly", () => {
    expect(splitOverflow({ items: ["a", "b"], max: -1 })).toEqual({ visible: [], hidden: 2 });
    expect(splitOverflow({ items: ["a", "b", "c"], max: 1.9 })).toEqual({ visible: ["a"], hidden: 2 });
  });
});
