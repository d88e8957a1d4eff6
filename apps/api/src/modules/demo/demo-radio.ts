import { detectEmergency, imeiCheckDigit, MSG_RADIO, RADIO_RECOMMENDATIONS } from "@hts/domain";
import { asc, eq } from "drizzle-orm";
import {
  agents,
  radioAlerts,
  radioChannelMembers,
  radioChannels,
  radioCommunications,
  radios,
} from "../../db/schema.ts";
import { hashRadioKey } from "../radio/index.ts";
import type { DemoContext } from "./demo-company.ts";

// Radio POC 4G for the demo company: four radios around Paris, the emergency channel and two others,
// and a few transmissions of the morning, one of which the detector flags. One radio has a known key,
// printed in the start-up banner, so a gateway script can report telemetry and transcripts at once.

export const DEMO_RADIO_KEY = "hts_radio_demo-sentinelle-radio-1-2026";

/** The demo radios' IMEIs start with it: the demo telemetry job reports for them alone. */
export const DEMO_RADIO_IMEI_PREFIX = "3591230000";

const imei = (n: number) => {
  const body = `${DEMO_RADIO_IMEI_PREFIX}${String(n).padStart(4, "0")}`;
  return `${body}${imeiCheckDigit(body)}`;
};

export const DEMO_RADIO_POSITIONS = [
  { lat: 48.8698, lng: 2.3316 },
  { lat: 48.8462, lng: 2.3371 },
  { lat: 48.8867, lng: 2.3431 },
  { lat: 48.8331, lng: 2.3708 },
];

const TRANSCRIPTS = [
  "Poste 2 pour PC, je prends mon service au parking nord",
  "Ronde terminée au bâtiment A, rien à signaler",
  "Livraison attendue à 14 heures au portail sud, je m'en occupe",
  "Fumée dans le local poubelles du niveau -1, je vais voir",
  "Fausse alerte au détecteur du 2e, c'était la vapeur de la douche",
];

export async function seedDemoRadio({ db, company }: DemoContext) {
  const staff = await db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(eq(agents.companyId, company.id))
    .orderBy(asc(agents.name))
    .limit(4);
  const [emergency, reception, night] = await db
    .insert(radioChannels)
    .values([
      {
        companyId: company.id,
        name: MSG_RADIO.emergencyChannelName,
        type: "emergency",
        priority: 2,
        description: MSG_RADIO.emergencyChannelDescription,
        isDefault: true,
      },
      {
        companyId: company.id,
        name: "Accueil Arcades",
        type: "site",
        priority: 0,
        description: "Accueil et parking",
      },
      {
        companyId: company.id,
        name: "Équipe de nuit",
        type: "team",
        priority: 1,
        description: "Rondes de nuit",
      },
    ])
    .returning();
  if (!emergency || !reception || !night) return;
  const now = Date.now();
  const rows = await db
    .insert(radios)
    .values(
      staff.map((agent, i) => ({
        companyId: company.id,
        imei: imei(i + 1),
        serialNumber: `HT-POC-${String(401 + i)}`,
        agentId: agent.id,
        currentChannelId: i % 2 === 0 ? reception.id : night.id,
        battery: [86, 64, 12, 91][i] ?? 80,
        signalStrength: [92, 75, 48, 81][i] ?? 80,
        lat: DEMO_RADIO_POSITIONS[i]?.lat ?? null,
        lng: DEMO_RADIO_POSITIONS[i]?.lng ?? null,
        locatedAt: new Date(now - i * 60_000),
        lastSeenAt: new Date(now - i * 60_000),
        keyHash: i === 0 ? hashRadioKey(DEMO_RADIO_KEY) : null,
        keyCreatedAt: i === 0 ? new Date(now) : null,
      })),
    )
    .returning();
  await db
    .insert(radioChannelMembers)
    .values([
      ...staff.slice(0, 2).map((a) => ({ companyId: company.id, channelId: reception.id, agentId: a.id })),
      ...staff.slice(1, 4).map((a) => ({ companyId: company.id, channelId: night.id, agentId: a.id })),
    ]);
  for (const [i, transcript] of TRANSCRIPTS.entries()) {
    const radio = rows[i % rows.length];
    const agent = staff[i % staff.length];
    if (!radio) continue;
    const channel = radio.currentChannelId === reception.id ? reception : night;
    const analysis = detectEmergency(transcript);
    const [communication] = await db
      .insert(radioCommunications)
      .values({
        companyId: company.id,
        radioId: radio.id,
        channelId: channel.id,
        agentId: agent?.id ?? null,
        fromAgentName: agent?.name ?? null,
        channelName: channel.name,
        at: new Date(now - (TRANSCRIPTS.length - i) * 17 * 60_000),
        transcript,
        emergencyDetected: analysis.emergency,
        analysis: { categories: analysis.categories, keywords: analysis.keywords, engine: "builtin" },
      })
      .returning();
    const category = analysis.categories[0];
    if (communication && category && analysis.severity)
      await db.insert(radioAlerts).values({
        companyId: company.id,
        radioId: radio.id,
        communicationId: communication.id,
        type: category,
        severity: analysis.severity,
        agentId: agent?.id ?? null,
        agentName: agent?.name ?? null,
        description: { text: MSG_RADIO.detectedDescription, params: { transcript } },
        recommendation: { text: RADIO_RECOMMENDATIONS[category] },
        lat: radio.lat,
        lng: radio.lng,
        createdAt: communication.at,
        // Handled within the morning: the panel's average response time has a measure.
        acknowledgedAt: new Date(communication.at.getTime() + 3 * 60_000),
        resolvedAt: new Date(communication.at.getTime() + 12 * 60_000),
        status: "resolved",
      });
  }
}
