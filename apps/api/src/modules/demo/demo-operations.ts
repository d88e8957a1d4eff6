import { alarmStep, MSG_ALARMS, responseSeconds } from "@hts/domain";
import { alarmComments, alarms, cameras, sites } from "../../db/schema.ts";
import { announceAlarm } from "../alarms/index.ts";
import { DEMO_ALARMS } from "./demo-alarms.ts";
import type { DemoContext } from "./demo-company.ts";

// Sites, cameras and a month of alarms for the demo company, dated from the seeding day so the
// dashboard always shows a live month. Everything is fixed data (no randomness): the same demo twice.

const SITES = [
  {
    key: "arcades",
    // Where it stands (WGS 84): the agent app's clock-in checks the phone within geofenceRadius (200 m).
    latitude: 48.8531,
    longitude: 2.5562,
    name: "Centre commercial Les Arcades du Parc",
    address: "15 avenue du Parc, 93160 Noisy-le-Grand",
    type: "commercial",
    contactName: "Nathalie Roux",
    contactPhone: "01 43 04 12 00",
    contactEmail: "securite@arcades-parc.fr",
  },
  {
    key: "port",
    latitude: 48.9335,
    longitude: 2.2925,
    name: "Entrepôt logistique Port de Gennevilliers",
    address: "28 route du Port, 92230 Gennevilliers",
    type: "industriel",
    contactName: "Patrick Lemoine",
    contactPhone: "01 47 98 33 10",
    contactEmail: "exploitation@logiport-idf.fr",
  },
  {
    key: "jardins",
    latitude: 48.8471,
    longitude: 2.4332,
    name: "Résidence Les Jardins de Vincennes",
    address: "4 avenue de Paris, 94300 Vincennes",
    type: "residentiel",
    contactName: "Cabinet Foncia Est (syndic)",
    contactPhone: "01 48 08 21 45",
    contactEmail: null,
  },
  {
    key: "mediatheque",
    latitude: 48.8619,
    longitude: 2.4412,
    name: "Médiathèque municipale de Montreuil",
    address: "12 place Jean-Jaurès, 93100 Montreuil",
    type: "public",
    contactName: "Service bâtiments",
    contactPhone: "01 48 70 60 00",
    contactEmail: "batiments@ville-exemple.fr",
  },
  {
    key: "siege",
    latitude: 48.8679,
    longitude: 2.3331,
    name: "Siège Nexalis Conseil",
    address: "45 avenue de l'Opéra, 75002 Paris",
    type: "commercial",
    contactName: "Hélène Garnier",
    contactPhone: "01 42 60 55 90",
    contactEmail: "services.generaux@nexalis.fr",
  },
  {
    key: "saclay",
    latitude: 48.7102,
    longitude: 2.1701,
    name: "Data center Saclay Nord",
    address: "3 rue Joliot-Curie, 91190 Gif-sur-Yvette",
    type: "industriel",
    contactName: "NOC 24/7",
    contactPhone: "01 69 35 40 00",
    contactEmail: "noc@dc-saclay.fr",
  },
] as const;

// Addresses come from TEST-NET-1 (192.0.2.0/24, RFC 5737), reserved for documentation and never
// routed: the monitor really probes them and honestly reports 'Hors ligne', instead of the demo pretending
// to have cameras it cannot reach. (Not the two other documentation ranges: some sandboxes and
// transparent proxies accept any outbound TCP connection there, which a connect probe would take as
// "online".)
const CAMERAS = [
  {
    site: "arcades",
    name: "Entrée principale",
    location: "Parvis nord",
    type: "fixed",
    resolution: "4K",
    ip: "192.0.2.11",
    night: true,
    motion: true,
    rec: true,
  },
  {
    site: "arcades",
    name: "Parking niveau -1",
    location: "Rampe d'accès",
    type: "ptz",
    resolution: "1080p",
    ip: "192.0.2.12",
    night: true,
    motion: true,
    rec: true,
  },
  {
    site: "arcades",
    name: "Galerie marchande",
    location: "Allée centrale",
    type: "fixed",
    resolution: "1080p",
    ip: "192.0.2.13",
    night: false,
    motion: true,
    rec: true,
  },
  {
    site: "port",
    name: "Quai de chargement 1",
    location: "Quais est",
    type: "fixed",
    resolution: "1080p",
    ip: "192.0.2.14",
    night: true,
    motion: true,
    rec: true,
  },
  {
    site: "port",
    name: "Portail poids lourds",
    location: "Entrée camions",
    type: "ptz",
    resolution: "4K",
    ip: "192.0.2.15",
    night: true,
    motion: true,
    rec: true,
  },
  {
    site: "port",
    name: "Clôture périmétrique",
    location: "Angle sud-ouest",
    type: "fixed",
    resolution: "720p",
    ip: "192.0.2.16",
    night: true,
    motion: true,
    rec: false,
  },
  {
    site: "jardins",
    name: "Hall bâtiment A",
    location: "Rez-de-chaussée",
    type: "fixed",
    resolution: "1080p",
    ip: "192.0.2.17",
    night: false,
    motion: true,
    rec: true,
  },
  {
    site: "jardins",
    name: "Local poubelles",
    location: "Cour intérieure",
    type: "fixed",
    resolution: "720p",
    ip: "192.0.2.18",
    night: true,
    motion: false,
    rec: false,
  },
  {
    site: "mediatheque",
    name: "Accueil",
    location: "Banque de prêt",
    type: "fixed",
    resolution: "1080p",
    ip: "192.0.2.19",
    night: false,
    motion: false,
    rec: true,
  },
  {
    site: "mediatheque",
    name: "Sortie de secours",
    location: "Façade arrière",
    type: "fixed",
    resolution: "720p",
    ip: "192.0.2.20",
    night: true,
    motion: true,
    rec: true,
  },
  {
    site: "siege",
    name: "Réception",
    location: "Rez-de-chaussée",
    type: "fixed",
    resolution: "4K",
    ip: "192.0.2.21",
    night: false,
    motion: true,
    rec: true,
  },
  {
    site: "siege",
    name: "Salle serveurs",
    location: "Sous-sol",
    type: "fixed",
    resolution: "1080p",
    ip: "192.0.2.22",
    night: true,
    motion: true,
    rec: true,
  },
  {
    site: "saclay",
    name: "Sas d'entrée",
    location: "Bâtiment A",
    type: "fixed",
    resolution: "4K",
    ip: "192.0.2.23",
    night: true,
    motion: true,
    rec: true,
  },
  {
    site: "saclay",
    name: "Toiture groupes froids",
    location: "Terrasse",
    type: "ptz",
    resolution: "1080p",
    ip: "192.0.2.24",
    night: true,
    motion: true,
    rec: true,
  },
] as const;

const MINUTE = 60_000;

/** Seeds sites, cameras and alarms (with comments and critical-alarm notifications). */
export async function seedDemoOperations({ db, company, users }: DemoContext): Promise<void> {
  const companyId = company.id;
  const siteRows = await db
    .insert(sites)
    .values(SITES.map(({ key: _key, ...site }) => ({ ...site, companyId })))
    .returning();
  const siteId = new Map(SITES.map((s, i) => [s.key as string, siteRows[i]?.id as string]));
  const siteName = new Map(siteRows.map((s) => [s.id, s.name]));

  await db.insert(cameras).values(
    CAMERAS.map((c) => ({
      companyId,
      siteId: siteId.get(c.site) as string,
      name: c.name,
      location: c.location,
      type: c.type,
      resolution: c.resolution,
      ipAddress: c.ip,
      rtspUrl: `rtsp://${c.ip}:554/Streaming/Channels/101`,
      nightVision: c.night,
      motionDetection: c.motion,
      recording: c.rec,
      // The spec's REC cameras really record (issue 30), within a demo's means: a day kept and 50 MB a
      // camera at most (about half an hour of the simulator's stream), so that a trial on a laptop
      // never fills its disk.
      recordingMode: c.rec ? "continuous" : "off",
      recordingRetentionDays: 1,
      recordingQuotaMb: 50,
    })),
  );

  const operator = users.find((u) => u.role === "operator") ?? users[0];
  const manager = users.find((u) => u.role === "manager") ?? users[0];
  const now = Date.now();
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  for (const [index, a] of DEMO_ALARMS.entries()) {
    // Never in the future, whatever the hour of seeding.
    const createdAt = new Date(
      Math.min(
        midnight.getTime() - a.daysAgo * 1440 * MINUTE + a.hour * 60 * MINUTE,
        now - (index + 1) * 7 * MINUTE,
      ),
    );
    const resolvedAt =
      a.minutes === undefined
        ? null
        : new Date(Math.min(createdAt.getTime() + a.minutes * MINUTE, now - MINUTE));
    // Stored as templates, rendered in each reader's language (decision 014).
    const actions = [
      alarmStep(MSG_ALARMS.raised, { name: a.triggeredBy ?? operator?.name ?? "" }, createdAt),
      ...(a.assignedTo ? [alarmStep(MSG_ALARMS.dispatched, { name: a.assignedTo }, createdAt)] : []),
      ...(resolvedAt ? [alarmStep(MSG_ALARMS.resolved, { name: operator?.name ?? "" }, resolvedAt)] : []),
    ];
    const [row] = await db
      .insert(alarms)
      .values({
        companyId,
        siteId: siteId.get(a.site) as string,
        type: a.type,
        severity: a.severity,
        title: a.title,
        description: a.description,
        location: a.location,
        triggeredBy: a.triggeredBy,
        assignedTo: a.assignedTo,
        // The demo agent's account: their assigned alarms are in their list ('Mes alarmes').
        assignedUserId: users.find((u) => u.name === a.assignedTo)?.id ?? null,
        status: resolvedAt ? "resolved" : "active",
        actions,
        createdAt,
        resolvedAt,
        resolvedById: resolvedAt ? (operator?.id ?? null) : null,
        resolvedByName: resolvedAt ? (operator?.name ?? null) : null,
        takenAt: resolvedAt,
        takenById: resolvedAt ? (operator?.id ?? null) : null,
        takenByName: resolvedAt ? (operator?.name ?? null) : null,
        responseSeconds: resolvedAt ? responseSeconds({ createdAt, resolvedAt }) : null,
      })
      .returning();
    if (!row) continue;
    const authors = [operator, manager];
    for (const [i, text] of (a.comments ?? []).entries()) {
      const author = authors[i % 2];
      await db.insert(alarmComments).values({
        companyId,
        alarmId: row.id,
        userId: author?.id ?? null,
        authorName: author?.name ?? "Opérateur",
        text,
        createdAt: new Date(Math.min(createdAt.getTime() + (i + 1) * 4 * MINUTE, now)),
      });
    }
    if (row.severity === "critique" && row.status === "active") {
      await announceAlarm({ tx: db, companyId, alarm: row, siteName: siteName.get(row.siteId) ?? "" });
    }
  }
}
