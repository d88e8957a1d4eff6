import { z } from "zod";

export const ZNotification = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  severity: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZUnreadCount = z.object({ count: z.number().int() });
