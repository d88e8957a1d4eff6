import { describe, expect, it } from "vitest";
import { fitWithin, photoPlan } from "./photo-plan.rules.ts";

const jpeg = (width: number, height: number) => ({ type: "image/jpeg" as const, width, height });

describe("what the server does with a photo", () => {
  it("brings a large JPEG or PNG down to 2048 px, keeping its proportions", () => {
    expect(photoPlan({ info: jpeg(4032, 3024), hasMetadata: false, keepMetadata: false })).toEqual({
      action: "normalise",
      width: 2048,
      height: 1536,
    });
    expect(
      photoPlan({
        info: { type: "image/png", width: 1000, height: 3000 },
        hasMetadata: false,
        keepMetadata: false,
      }),
    ).toEqual({ action: "normalise", width: 683, height: 2048 });
  });

  it("decodes a small JPEG with metadata (its EXIF may turn it), strips the others without decoding", () => {
    expect(photoPlan({ info: jpeg(800, 600), hasMetadata: true, keepMetadata: false })).toEqual({
      action: "normalise",
      width: 800,
      height: 600,
    });
    expect(photoPlan({ info: jpeg(800, 600), hasMetadata: false, keepMetadata: false })).toEqual({
      action: "strip",
    });
    expect(
      photoPlan({
        info: { type: "image/png", width: 800, height: 600 },
        hasMetadata: true,
        keepMetadata: false,
      }),
    ).toEqual({ action: "strip" });
  });

  it("keeps what the company keeps as sent within 4096 px", () => {
    expect(photoPlan({ info: jpeg(4000, 3000), hasMetadata: true, keepMetadata: true })).toEqual({
      action: "keep",
    });
    expect(photoPlan({ info: jpeg(5000, 3000), hasMetadata: true, keepMetadata: true })).toEqual({
      action: "refuse",
      reason: "side",
      max: 4096,
    });
    expect(
      photoPlan({
        info: { type: "image/webp", width: 800, height: 600 },
        hasMetadata: false,
        keepMetadata: true,
      }),
    ).toEqual({ action: "keep" });
  });

  it("decodes every WebP (stored as a JPEG the documents can embed), small or large, within the decode limits", () => {
    const webp = { type: "image/webp" as const, width: 4000, height: 3000 };
    expect(photoPlan({ info: webp, hasMetadata: true, keepMetadata: false })).toEqual({
      action: "normalise",
      width: 2048,
      height: 1536,
    });
    expect(
      photoPlan({ info: { ...webp, width: 640, height: 480 }, hasMetadata: false, keepMetadata: false }),
    ).toEqual({ action: "normalise", width: 640, height: 480 });
    expect(
      photoPlan({ info: { ...webp, width: 9000 }, hasMetadata: false, keepMetadata: false }),
    ).toMatchObject({ action: "refuse", reason: "side", max: 8192 });
  });

  it("refuses what would decode too big", () => {
    expect(photoPlan({ info: jpeg(9000, 100), hasMetadata: false, keepMetadata: false })).toEqual({
      action: "refuse",
      reason: "side",
      max: 8192,
    });
    expect(photoPlan({ info: jpeg(8000, 7000), hasMetadata: false, keepMetadata: false })).toEqual({
      action: "refuse",
      reason: "pixels",
      max: 50,
    });
  });

  it("never enlarges", () => {
    expect(fitWithin({ width: 10, height: 5 }, 2048)).toEqual({ width: 10, height: 5 });
  });
});
