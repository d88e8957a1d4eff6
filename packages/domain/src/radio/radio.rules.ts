// Pure rules of the radio fleet: IMEI check, what counts as active, the AI summary of spec section 4,
// warnings from telemetry, distances and response times (decisions 033 and 034).

import { luhnValid } from "../companies/company-legal.ts";
import type { TServerText } from "../i18n/server-text.ts";
import { MSG_RADIO } from "./radio.messages.ts";

export const RADIO_STATUSES = ["active", "assigned", "available", "offline", "retired"] as const;
export type TRadioStatus = (typeof RADIO_STATUSES)[number];

export const CHANNEL_TYPES = ["site", "emergency", "general", "team"] as const;
export type TChannelType = (typeof CHANNEL_TYPES)[number];
export const CHANNEL_PRIORITIES = [0, 1, 2] as const;

export const RADIO_ALERT_STATUSES = ["active", "acknowledged", "resolved"] as const;
export type TRadioAlertStatus = (typeof RADIO_ALERT_STATUSES)[number];

export const RADIO_ALERT_TYPES = [
  "sos",
  "agression",
  "incendie",
  "blesse",
  "intrusion",
  "renfort",
  "battery",
  "signal",
] as const;
export type TRadioAlertType = (typeof RADIO_ALERT_TYPES)[number];

export const RADIO_WARNINGS = ["lowBattery", "signalLost"] as const;
export type TRadioWarning = (typeof RADIO_WARNINGS)[number];

/** Spec section 9: above these values the signal and the battery are good. */
export const RADIO_GOOD = { signal: 70, battery: 50 } as const;
/** At or below these values the radio raises a warning. */
export const RADIO_WARN = { battery: 15, signal: 10 } as const;
/** The emergency panel shows 3 alerts, recent communications 5 (spec section 9). */
export const RADIO_PANEL = { alerts: 3, communications: 5 } as const;
/** A radio silent for longer than this shows as hors ligne, unless the company sets another value. */
export const DEFAULT_RADIO_OFFLINE_SECONDS = 120;

/** An IMEI: 15 digits whose last one is the Luhn check digit. */
export function isValidImei(value: string): boolean {
  return /^\d{15}$/.test(value) && luhnValid(value);
}

/** The check digit that completes a 14-digit IMEI body (demo data, tests). */
export function imeiCheckDigit(body14: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body14}${d}`)) return String(d);
  return "0";
}

/** What a radio shows: retired, silent for too long, or online with or without its agent. */
export function radioStatus({
  retired,
  agentId,
  lastSeenAt,
  now,
  offlineAfterSeconds,
}: {
  retired: boolean;
  agentId: string | null;
  lastSeenAt: Date | null;
  now: Date;
  offlineAfterSeconds: number;
}): TRadioStatus {
  if (retired) return "retired";
  if (!lastSeenAt) return agentId ? "assigned" : "available";
  if (now.getTime() - lastSeenAt.getTime() > offlineAfterSeconds * 1000) return "offline";
  return agentId ? "active" : "available";
}

/** Spec section 4: active or assigned counts as active. */
export const isActiveRadio = (status: string) => status === "active" || status === "assigned";

export function radioWarnings({
  battery,
  signalStrength,
  status,
}: {
  battery: number | null;
  signalStrength: number | null;
  status: TRadioStatus;
}): TRadioWarning[] {
  if (status === "retired") return [];
  const warnings: TRadioWarning[] = [];
  if (battery !== null && battery <= RADIO_WARN.battery) warnings.push("lowBattery");
  if (status === "offline" || (signalStrength !== null && signalStrength <= RADIO_WARN.signal))
    warnings.push("signalLost");
  return warnings;
}

export type TRadioSummaryLevel = "alert" | "warning" | "optimal";

/** Spec section 4's recommendation, as a server text rendered in the reader's language. */
export function radioSummary({
  statuses,
  activeAlerts,
}: {
  statuses: readonly string[];
  activeAlerts: number;
}): { level: TRadioSummaryLevel; text: TServerText; activeRadios: number; totalRadios: number } {
  const counted = statuses.filter((s) => s !== "retired");
  const totalRadios = counted.length;
  const activeRadios = counted.filter(isActiveRadio).length;
  if (activeAlerts > 0)
    return {
      level: "alert",
      text: { text: MSG_RADIO.summaryAlerts, params: { n: activeAlerts } },
      activeRadios,
      totalRadios,
    };
  if (activeRadios < totalRadios / 2)
    return {
      level: "warning",
      text: { text: MSG_RADIO.summaryCoverage, params: { x: activeRadios, y: totalRadios } },
      activeRadios,
      totalRadios,
    };
  return { level: "optimal", text: { text: MSG_RADIO.summaryOptimal }, activeRadios, totalRadios };
}

/** Mean minutes from an alert to its acknowledgement, one decimal; null when none was acknowledged. */
export function averageResponseMinutes(
  alerts: readonly { createdAt: Date; acknowledgedAt: Date | null }[],
): number | null {
  const times = alerts
    .filter((a) => a.acknowledgedAt)
    .map((a) => ((a.acknowledgedAt as Date).getTime() - a.createdAt.getTime()) / 60_000);
  if (!times.length) return null;
  return Math.round((times.reduce((s, t) => s + t, 0) / times.length) * 10) / 10;
}

export type TLatLng = { lat: number; lng: number };

/** Great-circle distance in kilometres. */
export function haversineKm(a: TLatLng, b: TLatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Candidates with a known position, nearest first; ties by name. */
export function nearestAgents<T extends { name: string; location: TLatLng | null }>({
  from,
  candidates,
  limit = 5,
}: {
  from: TLatLng;
  candidates: readonly T[];
  limit?: number;
}): (T & { distanceKm: number })[] {
  return candidates
    .filter((c): c is T & { location: TLatLng } => c.location !== null)
    .map((c) => ({ ...c, distanceKm: Math.round(haversineKm(from, c.location) * 1000) / 1000 }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name))
    .slice(0, limit);
}
