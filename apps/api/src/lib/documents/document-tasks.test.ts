import { describe, expect, it } from "vitest";
import { taskSize } from "./document-tasks.ts";

describe("the size of a document task", () => {
  it("counts text by characters and images by a sixteenth of their bytes", () => {
    expect(taskSize({ title: "abc", rows: [["de", "f"]] })).toBe(6);
    expect(taskSize({ photos: [{ data: new Uint8Array(3_200_000), caption: "Photo 1" }] })).toBe(200_007);
    expect(taskSize({ png: Buffer.alloc(17) })).toBe(2);
  });
});
