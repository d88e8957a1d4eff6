import { z } from "zod";
import { MSG_CLIENTS } from "../clients/clients.messages.ts";
import { ZPublication } from "../clients/clients.schemas.ts";
import { zDay } from "../common/common.schemas.ts";

// What a client user receives (issue 25). Response schemas of their own: nothing a staff schema carries
// (phones, e-mails, addresses of agents, card numbers, internal notes) can leak by a shared shape.

export const ZPortalSite = z.object({ id: z.string(), name: z.string(), address: z.string() });
export type TPortalSite = z.infer<typeof ZPortalSite>;

export const ZPortalHome = z.object({
  client: z.object({ id: z.string(), name: z.string() }),
  sites: z.array(ZPortalSite),
  publication: ZPublication,
});
export type TPortalHome = z.infer<typeof ZPortalHome>;

export const ZServiceFigures = z.object({
  plannedMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  fulfilment: z.number().nullable(),
  lateClockIns: z.number().int(),
  uncoveredPosts: z.number().int(),
  shifts: z.number().int(),
});

export const ZPortalServiceQuery = z.object({
  from: zDay(),
  to: zDay(),
  siteId: z.uuid().optional(),
});

/** One shift as the client sees it: the agent by first name and initial only. */
export const ZPortalShift = z.object({
  date: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  post: z.string().nullable(),
  agent: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  plannedMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  late: z.boolean(),
  uncovered: z.boolean(),
});

export const ZPortalService = z.object({
  totals: ZServiceFigures,
  weeks: z.array(z.object({ period: z.string(), figures: ZServiceFigures })),
  months: z.array(z.object({ period: z.string(), figures: ZServiceFigures })),
  sites: z.array(z.object({ siteId: z.string(), siteName: z.string(), figures: ZServiceFigures })),
  shifts: z.array(ZPortalShift),
});
export type TPortalService = z.infer<typeof ZPortalService>;

export const ZPortalAlarm = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  title: z.string(),
  type: z.string(),
  severity: z.string(),
  status: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});

export const ZPortalReport = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  finalizedAt: z.string().nullable(),
  /** A PDF was exported by the company: the client may download it. */
  downloadable: z.boolean(),
});

/** Tours, incidents and logbook entries (other modules fill them in; decision 102). */
export const ZPortalEntry = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  at: z.string(),
  title: z.string(),
  status: z.string().nullable(),
  agent: z.string().nullable(),
});

export const ZPortalListQuery = z.object({ siteId: z.uuid().optional() });

/** GET /api/portal/monthly-report.pdf: a month, "2026-03". */
export const ZMonthlyReportQuery = z.object({
  month: z
    .string({ error: MSG_CLIENTS.monthInvalid })
    .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, { error: MSG_CLIENTS.monthInvalid }),
  clientId: z.uuid().optional(),
});
