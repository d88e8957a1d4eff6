import {
  MSG_RADIO,
  RADIO_RECOMMENDATIONS,
  radioStatus,
  radioWarnings,
  renderServerText,
  type TChannel,
  type TChannelType,
  type TCommunication,
  type TEmergencyCategory,
  type TLang,
  type TRadio,
  type TRadioAlert,
  type TRadioAlertStatus,
  type TRadioAlertType,
  type TRadioSeverity,
  translateText,
} from "@hts/domain";
import type { radioAlerts, radioChannels, radioCommunications, radios } from "../../db/schema.ts";

type RadioRow = typeof radios.$inferSelect;

/** The emergency channel's default name and description are ours: shown in the reader's language. */
export const channelLabel = (name: string | null, lang: TLang) =>
  name === MSG_RADIO.emergencyChannelName ? translateText(name, lang) : name;

export function toApiRadio({
  row,
  agentName,
  channelName,
  now,
  offlineAfterSeconds,
  lang,
}: {
  row: RadioRow;
  agentName: string | null;
  channelName: string | null;
  now: Date;
  offlineAfterSeconds: number;
  lang: TLang;
}): TRadio {
  const status = radioStatus({
    retired: row.retiredAt !== null,
    agentId: row.agentId,
    lastSeenAt: row.lastSeenAt,
    now,
    offlineAfterSeconds,
  });
  return {
    id: row.id,
    radioId: row.imei,
    serialNumber: row.serialNumber,
    agentId: row.agentId,
    agentName,
    status,
    signalStrength: row.signalStrength,
    battery: row.battery,
    currentChannel: channelLabel(channelName, lang),
    currentChannelId: row.currentChannelId,
    lastLocation: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    warnings: radioWarnings({ battery: row.battery, signalStrength: row.signalStrength, status }),
    hasKey: row.keyHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toApiChannel({
  row,
  members,
  lang,
}: {
  row: typeof radioChannels.$inferSelect;
  members: TChannel["members"];
  lang: TLang;
}): TChannel {
  const ours = row.isDefault && row.description === MSG_RADIO.emergencyChannelDescription;
  return {
    id: row.id,
    name: channelLabel(row.name, lang) ?? row.name,
    type: row.type as TChannelType,
    description: ours && row.description ? translateText(row.description, lang) : row.description,
    priority: row.priority,
    activeMembers: members.map((m) => m.name),
    members,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

export function recommendationOf(categories: readonly string[]) {
  const first = categories[0] as TEmergencyCategory | undefined;
  return first ? RADIO_RECOMMENDATIONS[first] : MSG_RADIO.recoRoutine;
}

export function toApiCommunication(
  row: typeof radioCommunications.$inferSelect,
  lang: TLang,
): TCommunication {
  return {
    id: row.id,
    fromAgentName: row.fromAgentName,
    radioId: row.radioId,
    channelId: row.channelId,
    channelName: channelLabel(row.channelName, lang),
    timestamp: row.at.toISOString(),
    emergencyDetected: row.emergencyDetected,
    transcript: row.transcript,
    aiAnalysis: {
      recommendation: translateText(recommendationOf(row.analysis.categories), lang),
      keywords_found: row.analysis.keywords,
      categories: row.analysis.categories as TEmergencyCategory[],
      engine: translateText(MSG_RADIO.engineBuiltin, lang),
    },
    hasAudio: row.hasAudio,
    senderUserId: row.senderUserId,
  };
}

export function toApiAlert(row: typeof radioAlerts.$inferSelect, lang: TLang, timeZone: string): TRadioAlert {
  return {
    id: row.id,
    type: row.type as TRadioAlertType,
    severity: row.severity as TRadioSeverity,
    status: row.status as TRadioAlertStatus,
    agentName: row.agentName ?? translateText(MSG_RADIO.unknownAgent, lang),
    description: renderServerText(row.description, lang, timeZone),
    aiRecommendation: renderServerText(row.recommendation, lang, timeZone),
    radioId: row.radioId,
    communicationId: row.communicationId,
    alarmId: row.alarmId,
    location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    dispatchedAgentId: row.dispatchedAgentId,
    dispatchedAgentName: row.dispatchedAgentName,
    createdAt: row.createdAt.toISOString(),
    dispatchedAt: row.dispatchedAt?.toISOString() ?? null,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    responseMinutes: row.acknowledgedAt
      ? Math.round(((row.acknowledgedAt.getTime() - row.createdAt.getTime()) / 60_000) * 10) / 10
      : null,
  };
}
