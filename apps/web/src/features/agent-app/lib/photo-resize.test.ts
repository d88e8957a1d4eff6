import { describe, expect, it } from "vitest";
import { fitSize } from "./photo-resize.ts";

describe("photo size on the phone", () => {
  it("fits the longest side in 2048 px and never enlarges", () => {
    expect(fitSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitSize(3000, 6000)).toEqual({ width: 1024, height: 2048 });
    expect(fitSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
