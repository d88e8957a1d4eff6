import { z } from "zod";

// Web Push (issue 22, slice C, decision 088): browsers subscribe, the server sends encrypted messages
// (RFC 8291) signed with the installation's VAPID key (RFC 8292).

/** What a user may opt in to: a changed shift, a due 'Tout va bien ?' check, new post orders. */
export const PUSH_KINDS = ["shift_changed", "check_due", "post_orders"] as const;
export const ZPushKind = z.enum(PUSH_KINDS);
export type TPushKind = z.infer<typeof ZPushKind>;

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => decodedLength(value) === bytes);

function decodedLength(value: string): number {
  const bare = value.replace(/=+$/, "");
  return Math.floor((bare.length * 3) / 4);
}

export const ZPushPublicKey = z.object({ public_key: z.string() });

/** The browser's PushSubscription.toJSON(), with the kinds the user opts in to (all by default). */
export const ZPushSubscriptionInput = z.object({
  endpoint: z.string().min(1).max(2048),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
  kinds: z.array(ZPushKind).max(PUSH_KINDS.length).optional(),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

export const ZPushSubscription = z.object({
  id: z.uuid(),
  endpoint: z.string(),
  kinds: z.array(ZPushKind),
  created_at: z.string(),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

export const ZPushUnsubscribe = z.object({ endpoint: z.string().min(1).max(2048) });

/** What a push message carries to the service worker: short, no personal data beyond the title. */
export const ZPushPayload = z.object({
  title: z.string().max(120),
  body: z.string().max(400),
  /** Where a tap opens the app. */
  url: z.string().max(300).optional(),
  /** Replaces an older notification of the same tag on the phone. */
  tag: z.string().max(64).optional(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;
