import { describe, expect, it } from "vitest";
import {
  DYNAMIC_QR_STEP_SECONDS,
  dynamicStepFresh,
  formatDynamicQrToken,
  parseDynamicQrToken,
  passbackStep,
  qrStepAt,
  qrStepEndsAt,
} from "./dynamic-qr.rules.ts";

const badgeRef = "0b7c7c1e-2f55-4a8e-9f53-1c2d3e4f5a6b";

describe("rotating QR codes", () => {
  it("counts 30-second steps and accepts the current and previous one only", () => {
    const at = new Date("2026-11-27T10:00:45Z");
    const step = qrStepAt(at);
    expect(qrStepEndsAt(step).getTime() - at.getTime()).toBe(15_000);
    expect(qrStepAt(new Date(at.getTime() + DYNAMIC_QR_STEP_SECONDS * 1000))).toBe(step + 1);
    expect(dynamicStepFresh({ step, at })).toBe(true);
    expect(dynamicStepFresh({ step: step - 1, at })).toBe(true);
    expect(dynamicStepFresh({ step: step - 2, at })).toBe(false);
    expect(dynamicStepFresh({ step: step + 1, at })).toBe(false);
  });

  it("parses its own format and nothing else", () => {
    const token = formatDynamicQrToken({ badgeRef, version: 2, step: 59_000_000, signature: "a".repeat(43) });
    expect(parseDynamicQrToken(token)).toEqual({
      badgeRef,
      version: 2,
      step: 59_000_000,
      signature: "a".repeat(43),
    });
    for (const bad of [
      `HTS1.${badgeRef}.2.${"a".repeat(43)}`,
      `HTS2.${badgeRef}.2.0.${"a".repeat(43)}`,
      `HTS2.${badgeRef}.x.5.${"a".repeat(43)}`,
      `HTS2.not-a-uuid.2.5.${"a".repeat(43)}`,
      `HTS2.${badgeRef}.2.5.short`,
      `${token}.extra`,
    ])
      expect(parseDynamicQrToken(bad)).toBeNull();
  });
});

describe("anti-passback", () => {
  it("refuses a second entry, records entries and exits", () => {
    expect(passbackStep({ direction: "entrée", inside: false })).toBe("enter");
    expect(passbackStep({ direction: "entrée", inside: true })).toBe("refuse");
    expect(passbackStep({ direction: "sortie", inside: true })).toBe("exit");
    expect(passbackStep({ direction: "sortie", inside: false })).toBe("exit");
  });
});
