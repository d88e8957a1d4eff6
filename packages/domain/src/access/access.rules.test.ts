import { describe, expect, it } from "vitest";
import {
  decideAccess,
  formatQrToken,
  normalizeNfcUid,
  OPEN_RULE,
  parisWallClock,
  parseQrToken,
  refusalsRaiseAlarm,
  type TAccessRule,
  type TBadgeForDecision,
  withinSchedule,
} from "./access.rules.ts";
import { ZAccessCheck, ZAccessRule, ZBadgeCreate } from "./access.schemas.ts";

const badge: TBadgeForDecision = {
  id: "11111111-1111-4111-8111-111111111111",
  department: "Sécurité",
  status: "Actif",
  badgeType: "qrcode",
  expiryDate: "2026-12-31",
};
const active = { status: "Actif" as const };
// 2026-11-23 is a Monday; Paris is UTC+1 in winter, UTC+2 in summer.
const parisWinter = (isoLocal: string) => new Date(`${isoLocal}+01:00`);
const decide = (over: Partial<Parameters<typeof decideAccess>[0]> = {}) =>
  decideAccess({
    point: active,
    badge,
    rule: null,
    at: parisWinter("2026-11-23T10:00:00"),
    presentedAs: "qrcode",
    ...over,
  });

describe("decideAccess", () => {
  it("lets a valid badge through an open point", () => {
    expect(decide()).toEqual({ decision: "Autorisé", reason: "granted" });
  });

  it("refuses everything at a point in maintenance, even a valid badge", () => {
    expect(decide({ point: { status: "Maintenance" } })).toEqual({
      decision: "Refusé",
      reason: "maintenance",
    });
    expect(decide({ point: { status: "Maintenance" }, badge: null }).reason).toBe("maintenance");
  });

  it("refuses an unknown or forged badge (no badge found for the token or uid)", () => {
    expect(decide({ badge: null })).toEqual({ decision: "Refusé", reason: "unknown" });
  });

  it("refuses a disabled badge before looking at the rule", () => {
    expect(decide({ badge: { ...badge, status: "Désactivé" } }).reason).toBe("disabled");
  });

  it("accepts a badge on its expiry day (Paris time) and refuses it the next day", () => {
    const expiring = { ...badge, expiryDate: "2026-11-23" };
    expect(decide({ badge: expiring, at: parisWinter("2026-11-23T23:59:59") }).decision).toBe("Autorisé");
    // 23:30 UTC on the 23rd is already 00:30 on the 24th in Paris.
    expect(decide({ badge: expiring, at: new Date("2026-11-23T23:30:00Z") }).reason).toBe("expired");
    expect(decide({ badge: expiring, at: parisWinter("2026-11-24T00:00:00") }).reason).toBe("expired");
  });

  it("never expires a badge without an expiry date", () => {
    expect(
      decide({ badge: { ...badge, expiryDate: null }, at: new Date("2099-01-01T00:00:00Z") }).decision,
    ).toBe("Autorisé");
  });

  it("refuses a badge presented with the other technology", () => {
    expect(decide({ presentedAs: "nfc" }).reason).toBe("wrongType");
  });

  it("restricts by department (case-insensitive) or by badge", () => {
    const rule: TAccessRule = { ...OPEN_RULE, departments: ["sécurité"] };
    expect(decide({ rule }).decision).toBe("Autorisé");
    expect(decide({ rule, badge: { ...badge, department: "Logistique" } }).reason).toBe("notAllowed");
    expect(decide({ rule, badge: { ...badge, department: null } }).reason).toBe("notAllowed");
    const byBadge: TAccessRule = { ...OPEN_RULE, departments: ["Direction"], badgeIds: [badge.id] };
    expect(decide({ rule: byBadge, badge: { ...badge, department: "Logistique" } }).decision).toBe(
      "Autorisé",
    );
  });

  it("refuses outside the allowed hours and days", () => {
    const office: TAccessRule = { ...OPEN_RULE, days: [1, 2, 3, 4, 5], from: "08:00", to: "18:00" };
    expect(decide({ rule: office, at: parisWinter("2026-11-23T08:00:00") }).decision).toBe("Autorisé");
    expect(decide({ rule: office, at: parisWinter("2026-11-23T07:59:00") }).reason).toBe("outsideHours");
    expect(decide({ rule: office, at: parisWinter("2026-11-23T18:00:00") }).reason).toBe("outsideHours");
    // Saturday 28 November.
    expect(decide({ rule: office, at: parisWinter("2026-11-28T10:00:00") }).reason).toBe("outsideHours");
  });

  it("reads the hours on the Paris clock, summer time included", () => {
    const office: TAccessRule = { ...OPEN_RULE, from: "08:00", to: "18:00" };
    // 06:30 UTC in July is 08:30 in Paris.
    expect(decide({ rule: office, at: new Date("2026-07-06T06:30:00Z") }).decision).toBe("Autorisé");
    expect(decide({ rule: office, at: new Date("2026-07-06T16:30:00Z") }).reason).toBe("outsideHours");
  });
});

describe("withinSchedule across midnight", () => {
  // A night slot on Mondays only: Monday 22:00 to Tuesday 06:00.
  const night: TAccessRule = { ...OPEN_RULE, days: [1], from: "22:00", to: "06:00" };

  it("belongs to the day it starts on", () => {
    expect(withinSchedule({ rule: night, at: parisWinter("2026-11-23T22:00:00") })).toBe(true);
    expect(withinSchedule({ rule: night, at: parisWinter("2026-11-23T23:59:00") })).toBe(true);
    expect(withinSchedule({ rule: night, at: parisWinter("2026-11-24T05:59:00") })).toBe(true);
  });

  it("does not open Monday early morning (Sunday's slot) nor Tuesday evening", () => {
    expect(withinSchedule({ rule: night, at: parisWinter("2026-11-23T05:00:00") })).toBe(false);
    expect(withinSchedule({ rule: night, at: parisWinter("2026-11-24T06:00:00") })).toBe(false);
    expect(withinSchedule({ rule: night, at: parisWinter("2026-11-24T22:30:00") })).toBe(false);
    expect(withinSchedule({ rule: night, at: parisWinter("2026-11-23T12:00:00") })).toBe(false);
  });

  it("treats Sunday night as running into Monday", () => {
    const sunday: TAccessRule = { ...OPEN_RULE, days: [7], from: "20:00", to: "04:00" };
    expect(withinSchedule({ rule: sunday, at: parisWinter("2026-11-23T03:00:00") })).toBe(true);
  });
});

describe("parisWallClock", () => {
  it("gives the Paris day, ISO weekday and minute", () => {
    expect(parisWallClock(new Date("2026-11-23T23:30:00Z"))).toEqual({
      day: "2026-11-24",
      weekday: 2,
      minute: 30,
    });
  });
});

describe("QR tokens", () => {
  const parts = { badgeRef: badge.id, version: 3, signature: "abcdefghijklmnopqrstuvwxyz012345" };

  it("round-trips", () => {
    expect(parseQrToken(formatQrToken(parts))).toEqual(parts);
  });

  it("refuses anything that is not one of ours", () => {
    for (const bad of [
      "",
      "hello",
      `HTS2.${badge.id}.3.${parts.signature}`,
      `HTS1.not-a-uuid.3.${parts.signature}`,
      `HTS1.${badge.id}.0.${parts.signature}`,
      `HTS1.${badge.id}.3.short`,
      `HTS1.${badge.id}.3.${parts.signature}.extra`,
    ])
      expect(parseQrToken(bad)).toBeNull();
  });
});

describe("NFC uids", () => {
  it("normalises readers' spellings and refuses odd lengths", () => {
    expect(normalizeNfcUid("04:a2:2b:9c")).toBe("04A22B9C");
    expect(normalizeNfcUid("04 A2 2B 9C 11 22 33")).toBe("04A22B9C112233");
    expect(normalizeNfcUid("04A22")).toBeNull();
    expect(normalizeNfcUid("zz:zz:zz:zz")).toBeNull();
  });
});

describe("schemas", () => {
  it("applies the badge form's defaults and requires an uid for an NFC badge", () => {
    const qr = ZBadgeCreate.parse({ badgeId: "B-1", holderName: "Jean" });
    expect(qr).toMatchObject({
      badgeType: "qrcode",
      department: null,
      expiryDate: null,
      holderKind: "employee",
    });
    expect(ZBadgeCreate.safeParse({ badgeId: "B-1", holderName: "Jean", badgeType: "nfc" }).success).toBe(
      false,
    );
    expect(
      ZBadgeCreate.parse({ badgeId: "B-1", holderName: "J", badgeType: "nfc", nfcUid: "04:aa:bb:cc" }).nfcUid,
    ).toBe("04AABBCC");
  });

  it("wants both hours of a rule or none", () => {
    expect(ZAccessRule.safeParse({ from: "08:00" }).success).toBe(false);
    expect(ZAccessRule.parse({ from: "22:00", to: "06:00", days: [3, 1, 1] })).toMatchObject({
      days: [1, 3],
    });
    expect(ZAccessRule.safeParse({ from: "24:00", to: "06:00" }).success).toBe(false);
  });

  it("wants exactly one of token and nfcUid", () => {
    expect(ZAccessCheck.safeParse({}).success).toBe(false);
    expect(ZAccessCheck.safeParse({ token: "a", nfcUid: "b" }).success).toBe(false);
    expect(ZAccessCheck.safeParse({ token: "a" }).success).toBe(true);
  });
});

describe("refusal alarm threshold", () => {
  it("fires once the count reaches the threshold", () => {
    expect(refusalsRaiseAlarm({ refusals: 2, threshold: 3 })).toBe(false);
    expect(refusalsRaiseAlarm({ refusals: 3, threshold: 3 })).toBe(true);
  });
});
