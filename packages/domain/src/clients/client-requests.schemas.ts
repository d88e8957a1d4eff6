import { z } from "zod";
import { zDay, zOptionalText, zText } from "../common/common.schemas.ts";
import { MSG_CLIENTS } from "./clients.messages.ts";

// Requests a client user files from the portal (issue 25): what he asks, for which of his sites, and the
// company's answer. Two answer shapes: the portal's (nothing of the company's staff) and the office's.

export const CLIENT_REQUEST_KINDS = [
  "extra_guard",
  "intervention",
  "post_orders",
  "complaint",
  "remark",
] as const;
export type TClientRequestKind = (typeof CLIENT_REQUEST_KINDS)[number];

export const CLIENT_REQUEST_STATUSES = ["open", "in_progress", "closed"] as const;
export type TClientRequestStatus = (typeof CLIENT_REQUEST_STATUSES)[number];

/** POST /api/portal/requests */
export const ZClientRequestCreate = z
  .object({
    siteId: z.uuid(),
    kind: z.enum(CLIENT_REQUEST_KINDS),
    subject: zText(160),
    body: zText(4000),
    /** The day the service is wanted (an extra guard, an intervention). */
    wantedDate: zDay().optional(),
  })
  .strict();
export type TClientRequestCreate = z.infer<typeof ZClientRequestCreate>;

/** PATCH /api/client-requests/:id: the company moves it on and answers. */
export const ZClientRequestAnswer = z
  .object({
    status: z.enum(CLIENT_REQUEST_STATUSES).optional(),
    answer: zOptionalText(4000).optional(),
  })
  .strict()
  .refine((v) => v.status !== undefined || v.answer !== undefined, {
    error: MSG_CLIENTS.requestNothingToChange,
  });
export type TClientRequestAnswer = z.infer<typeof ZClientRequestAnswer>;

/** A request as its client reads it: no name of the company's staff. */
export const ZPortalRequest = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  kind: z.enum(CLIENT_REQUEST_KINDS),
  subject: z.string(),
  body: z.string(),
  wantedDate: z.string().nullable(),
  status: z.enum(CLIENT_REQUEST_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPortalRequest = z.infer<typeof ZPortalRequest>;

/** A request as the office reads it: its client and who filed and answered it. */
export const ZClientRequest = ZPortalRequest.extend({
  clientId: z.string(),
  clientName: z.string(),
  createdByName: z.string().nullable(),
  answeredByName: z.string().nullable(),
});
export type TClientRequest = z.infer<typeof ZClientRequest>;

export const ZClientRequestsQuery = z.object({
  status: z.enum(CLIENT_REQUEST_STATUSES).optional(),
  clientId: z.uuid().optional(),
  siteId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TClientRequestsQuery = z.output<typeof ZClientRequestsQuery>;
