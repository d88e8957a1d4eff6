import { z } from "zod";
import { ALARM_SEVERITIES } from "../alarms/alarms.rules.ts";
import { ZPosition } from "../attendance/attendance.schemas.ts";
import { zInstant, zText } from "../common/common.schemas.ts";

/** Severities of an entry: 'info' is a plain logbook line; the others make it an incident. */
export const LOGBOOK_SEVERITIES = ["info", "faible", "moyen", "important", "critique"] as const;
export type TLogbookSeverity = (typeof LOGBOOK_SEVERITIES)[number];

/** The categories a company starts with (`companies.settings.logbook.categories` replaces them). */
export const DEFAULT_LOGBOOK_CATEGORIES = [
  "Ronde",
  "Passage / visiteur",
  "Livraison",
  "Anomalie technique",
  "Intrusion",
  "Incendie / fumée",
  "Dégradation",
  "Personne suspecte",
  "Secours à personne",
  "Consigne",
  "Autre",
] as const;

export const LOGBOOK_PHOTOS_MAX = 6;

export const ZLogbookEntryInput = z.object({
  client_id: z.uuid(),
  shift_id: z.uuid(),
  category: zText(80),
  severity: z.enum(LOGBOOK_SEVERITIES),
  text: zText(4000),
  photo_ids: z.array(z.uuid()).max(LOGBOOK_PHOTOS_MAX).default([]),
  raise_alarm: z.boolean().default(false),
  occurred_at: z.iso.datetime({ offset: true }),
  position: ZPosition.optional(),
});
export type TLogbookEntryInput = z.infer<typeof ZLogbookEntryInput>;

export const ZLogbookEntry = z.object({
  id: z.string(),
  client_id: z.string(),
  shift_id: z.string(),
  site_id: z.string(),
  site_name: z.string(),
  agent_id: z.string(),
  agent_name: z.string(),
  category: z.string(),
  severity: z.enum(LOGBOOK_SEVERITIES),
  text: z.string(),
  photo_ids: z.array(z.string()),
  alarm_id: z.string().nullable(),
  occurred_at: z.string(),
  received_at: z.string(),
  position: ZPosition.nullable(),
  /** True when this answer is a replay of an entry already stored (same client_id). */
  replayed: z.boolean(),
  /** A manager's decision for the client portal: pending until decided (issue 25, decision 112). */
  portal_approval: z.enum(["pending", "approved", "rejected"]),
  portal_approval_at: z.string().nullable(),
});
export type TLogbookEntry = z.infer<typeof ZLogbookEntry>;

export const ZLogbookSync = z.object({ entries: z.array(z.unknown()).min(1).max(200) });
export const ZLogbookSyncResult = z.object({
  results: z.array(
    z.object({
      client_id: z.string(),
      status: z.union([z.literal(200), z.literal(201), z.literal(404), z.literal(409), z.literal(422)]),
      body: z.unknown(),
    }),
  ),
});

export const ZLogbookQuery = z.object({
  site_id: z.uuid().optional(),
  shift_id: z.uuid().optional(),
  severity: z.enum(LOGBOOK_SEVERITIES).optional(),
  incidents_only: z.stringbool().optional(),
  /** The entries awaiting (or given) a manager's decision for the client portal. */
  portal_approval: z.enum(["pending", "approved", "rejected"]).optional(),
  from: zInstant().optional(),
  to: zInstant().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TLogbookQuery = z.output<typeof ZLogbookQuery>;

/** GET /api/logbook/incident-figures: a period (30 days to now by default) and a site. */
export const ZIncidentFiguresQuery = z.object({
  from: zInstant().optional(),
  to: zInstant().optional(),
  site_id: z.uuid().optional(),
});

export const ZLogbookPage = z.object({ items: z.array(ZLogbookEntry), total: z.number() });
export type TLogbookPage = z.infer<typeof ZLogbookPage>;

export const ZLogbookCategories = z.object({ categories: z.array(z.string()) });

/** Incident figures: entries of severity above 'info', counted per site, per severity and per day. */
export const ZIncidentFigures = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number(),
  by_severity: z.array(z.object({ severity: z.enum(ALARM_SEVERITIES), count: z.number() })),
  by_site: z.array(z.object({ site_id: z.string(), site_name: z.string(), count: z.number() })),
  by_day: z.array(z.object({ day: z.string(), count: z.number() })),
});
export type TIncidentFigures = z.infer<typeof ZIncidentFigures>;

/** POST /api/logbook/:id/portal-approval: a manager shows an entry to the client, or keeps it from him. */
export const ZLogbookApprovalInput = z.object({ decision: z.enum(["approved", "rejected"]) }).strict();
export type TLogbookApprovalInput = z.infer<typeof ZLogbookApprovalInput>;
