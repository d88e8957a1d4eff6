import { z } from "zod";
import { ZAlarmSeverity, ZAlarmStatus } from "../alarms/alarms.schemas.ts";
import { ZSiteStatus } from "../sites/sites.schemas.ts";

/** Recent alert (spec part 1, section 3), plus its status and site. `time` is ISO 8601. */
export const ZRecentAlert = z.object({
  id: z.string(),
  title: z.string(),
  severity: ZAlarmSeverity,
  description: z.string(),
  location: z.string(),
  time: z.string(),
  status: ZAlarmStatus,
  siteName: z.string(),
});

/** Active site; `lastUpdate` is the latest of the site's own change and its latest alarm. */
export const ZActiveSite = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  status: ZSiteStatus,
  cameras: z.number().int(),
  accessPoints: z.number().int(),
  lastUpdate: z.string(),
});

/** 'Actif' is healthy (green); anything else is shown red, as the spec says. */
export const COMPONENT_STATUSES = ["Actif", "Dégradé", "Arrêté", "Hors service"] as const;

/**
 * What each component measured, as values the web app words and pluralises itself (the `description`
 * is the same in a sentence of the caller's language, for other clients).
 */
export const ZSystemDetails = z.object({
  /** Database: engine and the response time of the probe. */
  engine: z.enum(["postgres", "pglite"]).optional(),
  responseMs: z.number().int().optional(),
  /** Camera monitor: the company's cameras online (not the monitor's own health), last cycle, leader. */
  camerasOnline: z.number().int().optional(),
  camerasTotal: z.number().int().optional(),
  lastCheckAt: z.string().nullable().optional(),
  leader: z.string().nullable().optional(),
  /** Live events: transport and the number of open streams on this server. */
  transport: z.enum(["postgres", "memory"]).optional(),
  subscribers: z.number().int().optional(),
  /** Recording disk (issue 30): free and total bytes of its file system, the alarm threshold. */
  freeBytes: z.number().nullable().optional(),
  totalBytes: z.number().nullable().optional(),
  minFreeBytes: z.number().optional(),
});
export type TSystemDetails = z.infer<typeof ZSystemDetails>;

export const ZSystemComponent = z.object({
  key: z.string(),
  /** The component's name in the caller's language. */
  name: z.string(),
  status: z.enum(COMPONENT_STATUSES),
  /**
   * Share of time the component itself (the database, the camera monitor service, the event bus) was
   * healthy since the server started, in percent (one decimal). For the cameras this is the health of
   * the monitor that checks them, not the share of cameras online (see `details`).
   */
  uptime: z.number(),
  /** When this server process started measuring, ISO 8601. */
  since: z.string(),
  /** What was measured, in a sentence of the caller's language. */
  description: z.string(),
  details: ZSystemDetails,
});
export type TSystemComponent = z.infer<typeof ZSystemComponent>;

export const ZDashboard = z.object({
  totalSites: z.number().int(),
  newSitesThisMonth: z.number().int(),
  activeCameras: z.number().int(),
  totalCameras: z.number().int(),
  alertsToday: z.number().int(),
  criticalAlerts: z.number().int(),
  activeAlerts: z.number().int(),
  onlineAgents: z.number().int(),
  totalAgents: z.number().int(),
  recentAlerts: z.array(ZRecentAlert),
  activeSites: z.array(ZActiveSite),
  systemStatus: z.array(ZSystemComponent),
  generatedAt: z.string(),
});
export type TDashboard = z.infer<typeof ZDashboard>;

/** The texts of the system status, rendered in the caller's language (decision 014). */
export const MSG_DASHBOARD = {
  database: "Base de données",
  cameraMonitor: "Service de surveillance des caméras",
  events: "Flux temps réel",
  databaseText: "{engine}, réponse en {ms} ms",
  pglite: "PGlite (embarquée)",
  probeFailed: "requête de contrôle en échec",
  cameraText: "Caméras en ligne : {online}/{total} ; dernier contrôle : {at}",
  cameraLeaderText: "Caméras en ligne : {online}/{total} ; contrôles assurés par l'instance {leader}",
  cameraNoCheck: "Caméras en ligne : {online}/{total} ; aucun contrôle effectué depuis le démarrage",
  eventsPostgres: "LISTEN/NOTIFY PostgreSQL ; flux ouverts : {n}",
  eventsMemory: "En mémoire (instance unique) ; flux ouverts : {n}",
  recording: "Disque des enregistrements",
  recordingText: "{free} Go libres sur {total} Go ; alerte sous {min} Go",
  recordingUnreadable: "Espace du dossier des enregistrements illisible",
} as const;
