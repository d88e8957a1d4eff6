import { z } from "zod";
import { zInstant, zString, zText } from "../common/common.schemas.ts";
import { MSG_POST_ORDERS } from "./post-orders.messages.ts";
import { POST_ORDER_ATTACHMENT_TYPES, POST_ORDER_ATTACHMENTS_MAX } from "./post-orders.rules.ts";

/** A post ('Accueil', 'Ronde'...) or none for the whole site: empty means none. */
const zPost = zString()
  .trim()
  .max(80)
  .nullish()
  .transform((v) => (v ? v : null));

/** A file sent inside the JSON body, base64 (decision 085); its type is read from the bytes. */
export const ZPostOrderAttachmentInput = z.object({
  file_name: zText(200),
  content_base64: z.string().max(7_500_000),
});

const zAttachments = z
  .array(ZPostOrderAttachmentInput)
  .max(POST_ORDER_ATTACHMENTS_MAX, { error: MSG_POST_ORDERS.attachmentsTooMany })
  .default([]);

export const ZPostOrderCreate = z.object({
  site_id: z.uuid(),
  post: zPost,
  title: zText(200),
  body: zText(20_000),
  attachments: zAttachments,
});
export type TPostOrderCreate = z.infer<typeof ZPostOrderCreate>;

export const ZPostOrderVersionCreate = z.object({
  title: zText(200).optional(),
  body: zText(20_000),
  attachments: zAttachments,
});
export type TPostOrderVersionCreate = z.infer<typeof ZPostOrderVersionCreate>;

export const ZPostOrderAttachment = z.object({
  id: z.string(),
  file_name: z.string(),
  content_type: z.enum(POST_ORDER_ATTACHMENT_TYPES),
  size: z.number(),
});
export type TPostOrderAttachment = z.infer<typeof ZPostOrderAttachment>;

export const ZPostOrderVersion = z.object({
  id: z.string(),
  version: z.number(),
  title: z.string(),
  body: z.string(),
  published_at: z.string(),
  published_by: z.string().nullable(),
  attachments: z.array(ZPostOrderAttachment),
});
export type TPostOrderVersion = z.infer<typeof ZPostOrderVersion>;

/** A post order as the office lists it: its current version's title and number. */
export const ZPostOrder = z.object({
  id: z.string(),
  site_id: z.string(),
  site_name: z.string(),
  post: z.string().nullable(),
  title: z.string(),
  current_version: z.number(),
  current_version_id: z.string().nullable(),
  updated_at: z.string(),
});
export type TPostOrder = z.infer<typeof ZPostOrder>;

export const ZPostOrderDetail = ZPostOrder.extend({ versions: z.array(ZPostOrderVersion) });
export type TPostOrderDetail = z.infer<typeof ZPostOrderDetail>;

export const ZPostOrderListQuery = z.object({ site_id: z.uuid().optional() });

/** Who acknowledged which version, and who (agents due on the site in the next 14 days) has not yet. */
export const ZPostOrderAcknowledgements = z.object({
  post_order_id: z.string(),
  current_version_id: z.string().nullable(),
  acknowledged: z.array(
    z.object({
      agent_id: z.string(),
      agent_name: z.string(),
      version_id: z.string(),
      version: z.number(),
      acknowledged_at: z.string(),
      received_at: z.string(),
    }),
  ),
  pending: z.array(z.object({ agent_id: z.string(), agent_name: z.string(), next_shift_at: z.string() })),
});
export type TPostOrderAcknowledgements = z.infer<typeof ZPostOrderAcknowledgements>;

/** The agent's view: the current versions for the sites and posts of his shifts, today to +14 days. */
export const ZMyPostOrder = z.object({
  post_order_id: z.string(),
  version_id: z.string(),
  version: z.number(),
  site_id: z.string(),
  site_name: z.string(),
  post: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  attachments: z.array(ZPostOrderAttachment),
  published_at: z.string(),
  acknowledged_at: z.string().nullable(),
});
export type TMyPostOrder = z.infer<typeof ZMyPostOrder>;

export const ZPostOrderAcknowledge = z.object({ client_id: z.uuid(), occurred_at: zInstant() });

export const ZPostOrderAcknowledgeResult = z.object({
  version_id: z.string(),
  acknowledged_at: z.string(),
  received_at: z.string(),
  replayed: z.boolean(),
});
export type TPostOrderAcknowledgeResult = z.infer<typeof ZPostOrderAcknowledgeResult>;
