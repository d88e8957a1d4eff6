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

export const ZSystemComponent = z.object({
  key: z.string(),
  name: z.string(),
  status: z.enum(COMPONENT_STATUSES),
  /** Share of time the component was healthy since the server started, in percent (one decimal). */
  uptime: z.number(),
  /** When this server process started measuring, ISO 8601. */
  since: z.string(),
  description: z.string(),
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
