import { z } from "zod";
import { zInstant, zOptionalText, zSearch, zString, zText } from "../common/common.schemas.ts";
import { MSG } from "../common/messages.ts";
import { EMERGENCY_CATEGORIES, RADIO_SEVERITIES } from "./emergency-detector.ts";
import { MSG_RADIO } from "./radio.messages.ts";
import {
  CHANNEL_TYPES,
  isValidImei,
  RADIO_ALERT_STATUSES,
  RADIO_ALERT_TYPES,
  RADIO_STATUSES,
  RADIO_WARNINGS,
} from "./radio.rules.ts";

export const ZRadioStatus = z.enum(RADIO_STATUSES);
export const ZChannelType = z.enum(CHANNEL_TYPES);
export const ZRadioAlertStatus = z.enum(RADIO_ALERT_STATUSES);
export const ZRadioAlertType = z.enum(RADIO_ALERT_TYPES);
export const ZRadioSeverity = z.enum(RADIO_SEVERITIES);
export const ZEmergencyCategory = z.enum(EMERGENCY_CATEGORIES);

export const ZLatLng = z
  .object({
    lat: z
      .number({ error: MSG_RADIO.latitudeInvalid })
      .min(-90, MSG_RADIO.latitudeInvalid)
      .max(90, MSG_RADIO.latitudeInvalid),
    lng: z
      .number({ error: MSG_RADIO.longitudeInvalid })
      .min(-180, MSG_RADIO.longitudeInvalid)
      .max(180, MSG_RADIO.longitudeInvalid),
  })
  .strict();
export type TLatLngInput = z.infer<typeof ZLatLng>;

/** IMEI: 15 digits with the Luhn check digit; spaces and dashes typed from the label are removed. */
export const zImei = zString()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ""))
  .pipe(z.string().min(1, { error: MSG.required }).refine(isValidImei, { error: MSG_RADIO.imeiInvalid }));

const zPercent = z.number().int().min(0).max(100);

/** Spec: id, radioId (IMEI), serialNumber, agentId, agentName, status, signalStrength, battery, currentChannel, lastLocation. */
export const ZRadio = z.object({
  id: z.string(),
  radioId: z.string(),
  serialNumber: z.string(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  status: ZRadioStatus,
  signalStrength: z.number().nullable(),
  battery: z.number().nullable(),
  currentChannel: z.string().nullable(),
  currentChannelId: z.string().nullable(),
  lastLocation: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  lastSeenAt: z.string().nullable(),
  warnings: z.array(z.enum(RADIO_WARNINGS)),
  hasKey: z.boolean(),
  createdAt: z.string(),
});
export type TRadio = z.infer<typeof ZRadio>;

const zAgentId = z
  .uuid()
  .nullish()
  .or(z.literal(""))
  .transform((v) => v || null);

/** Spec's radio form: radioId and serialNumber required; agentId and agentName optional. */
export const ZRadioCreate = z
  .object({
    radioId: zImei,
    serialNumber: zText(64),
    agentId: zAgentId,
    // The spec's client sends the name it shows; the server reads it from the agent record.
    agentName: zOptionalText(120),
  })
  .strict();
export type TRadioCreate = z.infer<typeof ZRadioCreate>;

export const ZRadioPatch = z
  .object({
    serialNumber: zText(64).optional(),
    agentId: zAgentId.optional(),
    agentName: zOptionalText(120).optional(),
    currentChannelId: z.uuid().nullish(),
    retired: z.boolean().optional(),
  })
  .strict();
export type TRadioPatch = z.infer<typeof ZRadioPatch>;

/** A radio's telemetry key, shown once. */
export const ZRadioKey = z.object({ key: z.string(), radioId: z.string() });

/** What the gateway or the device reports; every field optional. */
export const ZRadioTelemetry = z
  .object({
    battery: zPercent.optional(),
    signalStrength: zPercent.optional(),
    channelId: z.uuid().nullish(),
    location: ZLatLng.nullish(),
  })
  .strict();
export type TRadioTelemetry = z.infer<typeof ZRadioTelemetry>;

export const ZChannelMember = z.object({
  kind: z.enum(["agent", "radio"]),
  id: z.string(),
  name: z.string(),
});

/** Spec: id, name, type, description, priority, activeMembers. */
export const ZChannel = z.object({
  id: z.string(),
  name: z.string(),
  type: ZChannelType,
  description: z.string().nullable(),
  priority: z.number(),
  activeMembers: z.array(z.string()),
  members: z.array(ZChannelMember),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type TChannel = z.infer<typeof ZChannel>;

const zPriority = z.preprocess(
  (v) => (typeof v === "string" && /^\d$/.test(v.trim()) ? Number(v) : v),
  z.union([z.literal(0), z.literal(1), z.literal(2)], { error: MSG_RADIO.priorityInvalid }),
);

const channelMembers = {
  agentIds: z.array(z.uuid()).max(200).optional(),
  radioIds: z.array(z.uuid()).max(200).optional(),
};

/** Spec's channel form: name and type required; priority 0, 1 or 2; defaults type site, priority 0. */
export const ZChannelCreate = z
  .object({
    name: zText(80),
    type: ZChannelType.default("site"),
    description: zOptionalText(500),
    priority: zPriority.default(0),
    ...channelMembers,
  })
  .strict();
export type TChannelCreate = z.infer<typeof ZChannelCreate>;

export const ZChannelPatch = z
  .object({
    name: zText(80).optional(),
    type: ZChannelType.optional(),
    description: zOptionalText(500).optional(),
    priority: zPriority.optional(),
    ...channelMembers,
  })
  .strict();
export type TChannelPatch = z.infer<typeof ZChannelPatch>;

export const ZAiAnalysis = z.object({
  recommendation: z.string(),
  keywords_found: z.array(z.string()),
  categories: z.array(ZEmergencyCategory),
  engine: z.string(),
});

/** Spec: id, fromAgentName, channelName, timestamp, emergencyDetected, transcript, aiAnalysis. */
export const ZCommunication = z.object({
  id: z.string(),
  fromAgentName: z.string().nullable(),
  radioId: z.string().nullable(),
  channelId: z.string().nullable(),
  channelName: z.string().nullable(),
  timestamp: z.string(),
  emergencyDetected: z.boolean(),
  transcript: z.string(),
  aiAnalysis: ZAiAnalysis,
  /** A push-to-talk clip recorded in a browser: GET /api/radio/communications/:id/audio. */
  hasAudio: z.boolean(),
  senderUserId: z.string().nullable(),
});
export type TCommunication = z.infer<typeof ZCommunication>;

/** The gateway's transcript of one transmission; the radio comes from its key. */
export const ZCommunicationIngest = z
  .object({
    channelId: z.uuid().nullish(),
    timestamp: zInstant().optional(),
    transcript: zText(4000),
  })
  .strict();

export const ZCommunicationsQuery = z.object({
  q: zSearch(),
  channelId: z.uuid().optional(),
  emergency: z.enum(["true", "false"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Spec: id, type, severity, status, agentName, description, aiRecommendation; plus the dispatch. */
export const ZRadioAlert = z.object({
  id: z.string(),
  type: ZRadioAlertType,
  severity: ZRadioSeverity,
  status: ZRadioAlertStatus,
  agentName: z.string().nullable(),
  description: z.string(),
  aiRecommendation: z.string(),
  radioId: z.string().nullable(),
  communicationId: z.string().nullable(),
  alarmId: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  dispatchedAgentId: z.string().nullable(),
  dispatchedAgentName: z.string().nullable(),
  createdAt: z.string(),
  dispatchedAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  responseMinutes: z.number().nullable(),
});
export type TRadioAlert = z.infer<typeof ZRadioAlert>;

/** Spec: body radio_id and location {lat, lng}. */
export const ZSosRequest = z.object({ radio_id: z.uuid(), location: ZLatLng }).strict();
export type TSosRequest = z.infer<typeof ZSosRequest>;

export const ZNearestAgent = z.object({
  agentId: z.string(),
  name: z.string(),
  radioId: z.string(),
  distanceKm: z.number(),
});
export type TNearestAgent = z.infer<typeof ZNearestAgent>;

export const ZSosResponse = z.object({ alert: ZRadioAlert, nearestAgents: z.array(ZNearestAgent) });

export const ZDispatchRequest = z.object({ agentId: z.uuid() }).strict();

export const ZRadioSummary = z.object({
  level: z.enum(["alert", "warning", "optimal"]),
  recommendation: z.string(),
  activeRadios: z.number(),
  totalRadios: z.number(),
  activeAlerts: z.number(),
  avgResponseMinutes: z.number().nullable(),
  engine: z.string(),
});
export type TRadioSummary = z.infer<typeof ZRadioSummary>;
