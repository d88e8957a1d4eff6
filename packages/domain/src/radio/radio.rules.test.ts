import { describe, expect, it } from "vitest";
import { renderServerText } from "../i18n/server-text.ts";
import {
  averageResponseMinutes,
  haversineKm,
  imeiCheckDigit,
  isValidImei,
  nearestAgents,
  radioStatus,
  radioSummary,
  radioWarnings,
} from "./radio.rules.ts";
import { ZChannelCreate, ZRadioCreate, ZSosRequest } from "./radio.schemas.ts";

describe("IMEI", () => {
  it("checks the Luhn digit", () => {
    expect(isValidImei("490154203237518")).toBe(true);
    expect(isValidImei("490154203237517")).toBe(false);
    expect(isValidImei("49015420323751")).toBe(false);
    expect(imeiCheckDigit("49015420323751")).toBe("8");
  });
  it("is required and validated by the radio form, with French messages", () => {
    const bad = ZRadioCreate.safeParse({ radioId: "123", serialNumber: "SN1" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/IMEI invalide/);
    expect(ZRadioCreate.safeParse({ serialNumber: "SN1" }).error?.issues[0]?.message).toBe(
      "Ce champ est obligatoire",
    );
    const ok = ZRadioCreate.parse({ radioId: "49015 42032 37518", serialNumber: "SN1", agentId: "" });
    expect(ok).toEqual({ radioId: "490154203237518", serialNumber: "SN1", agentId: null, agentName: null });
  });
});

describe("channel form", () => {
  it("defaults type site and priority 0, accepts 0, 1, 2 only", () => {
    expect(ZChannelCreate.parse({ name: "Accueil" })).toMatchObject({ type: "site", priority: 0 });
    expect(ZChannelCreate.parse({ name: "A", priority: "2" }).priority).toBe(2);
    expect(ZChannelCreate.safeParse({ name: "A", priority: 3 }).error?.issues[0]?.message).toMatch(
      /Priorité invalide/,
    );
    expect(ZChannelCreate.safeParse({ name: " " }).success).toBe(false);
  });
});

describe("SOS body", () => {
  it("needs radio_id and a real position", () => {
    const id = "11111111-1111-4111-8111-111111111111";
    expect(ZSosRequest.safeParse({ radio_id: id, location: { lat: 48.85, lng: 2.35 } }).success).toBe(true);
    expect(ZSosRequest.safeParse({ radio_id: id, location: { lat: 95, lng: 2 } }).success).toBe(false);
  });
});

describe("radioStatus and warnings", () => {
  const now = new Date("2026-11-24T10:00:00Z");
  const seen = (s: number) => new Date(now.getTime() - s * 1000);
  it("goes offline after the silence", () => {
    expect(
      radioStatus({ retired: false, agentId: "a", lastSeenAt: seen(30), now, offlineAfterSeconds: 120 }),
    ).toBe("active");
    expect(
      radioStatus({ retired: false, agentId: "a", lastSeenAt: seen(300), now, offlineAfterSeconds: 120 }),
    ).toBe("offline");
    expect(
      radioStatus({ retired: false, agentId: "a", lastSeenAt: null, now, offlineAfterSeconds: 120 }),
    ).toBe("assigned");
    expect(
      radioStatus({ retired: false, agentId: null, lastSeenAt: seen(1), now, offlineAfterSeconds: 120 }),
    ).toBe("available");
    expect(
      radioStatus({ retired: true, agentId: "a", lastSeenAt: seen(1), now, offlineAfterSeconds: 120 }),
    ).toBe("retired");
  });
  it("warns on low battery and lost signal", () => {
    expect(radioWarnings({ battery: 10, signalStrength: 5, status: "active" })).toEqual([
      "lowBattery",
      "signalLost",
    ]);
    expect(radioWarnings({ battery: 80, signalStrength: 80, status: "offline" })).toEqual(["signalLost"]);
    expect(radioWarnings({ battery: 80, signalStrength: 80, status: "active" })).toEqual([]);
  });
});

describe("radioSummary (spec section 4)", () => {
  it("puts active alerts first", () => {
    const s = radioSummary({ statuses: ["active", "offline"], activeAlerts: 2 });
    expect(s.level).toBe("alert");
    expect(renderServerText(s.text, "fr", "Europe/Paris")).toBe(
      "2 alerte(s) active(s), intervention recommandée",
    );
    expect(renderServerText(s.text, "en", "Europe/Paris")).toBe(
      "2 alert(s) active, intervention recommended",
    );
  });
  it("warns when fewer than half of the radios are active", () => {
    const s = radioSummary({ statuses: ["active", "assigned", "offline", "available"], activeAlerts: 0 });
    expect(s.level).toBe("optimal");
    const w = radioSummary({
      statuses: ["assigned", "offline", "offline", "available", "retired"],
      activeAlerts: 0,
    });
    expect(w.level).toBe("warning");
    expect(renderServerText(w.text, "fr", "Europe/Paris")).toBe(
      "Attention : seulement 1 radio active sur 4, vérifiez la couverture",
    );
  });
});

describe("distances and times", () => {
  it("computes haversine distances and the nearest agents", () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const lyon = { lat: 45.764, lng: 4.8357 };
    expect(haversineKm(paris, lyon)).toBeGreaterThan(390);
    expect(haversineKm(paris, lyon)).toBeLessThan(395);
    const list = nearestAgents({
      from: paris,
      candidates: [
        { name: "Lyon", location: lyon },
        { name: "Sans position", location: null },
        { name: "Paris", location: { lat: 48.86, lng: 2.35 } },
      ],
    });
    expect(list.map((c) => c.name)).toEqual(["Paris", "Lyon"]);
  });
  it("averages response times", () => {
    const t = (m: number) => new Date(Date.UTC(2026, 0, 1, 10, m));
    expect(
      averageResponseMinutes([
        { createdAt: t(0), acknowledgedAt: t(2) },
        { createdAt: t(0), acknowledgedAt: t(3) },
        { createdAt: t(0), acknowledgedAt: null },
      ]),
    ).toBe(2.5);
    expect(averageResponseMinutes([])).toBeNull();
  });
});
