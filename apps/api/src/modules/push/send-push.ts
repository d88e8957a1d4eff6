import type { TPushKind, TPushPayload } from "@hts/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema.ts";
import { mapLimit } from "../../lib/map-limit.ts";
import { pushConfig } from "./push-config.ts";
import { deliver } from "./push-transport.ts";
import { vapidKeys } from "./vapid-keys.ts";

export type PushOutcome = { sent: number; removed: number; failed: number };

// A due check must arrive now or not at all; a changed shift or new post orders can wait a few hours.
const DELIVERY: Record<TPushKind, { ttl: number; urgency: "high" | "normal" }> = {
  check_due: { ttl: 600, urgency: "high" },
  shift_changed: { ttl: 6 * 3600, urgency: "normal" },
  post_orders: { ttl: 24 * 3600, urgency: "normal" },
};

/**
 * Sends a push message of one kind to every subscribed browser of these users that opted in to it
 * (decision 088). Encrypted (RFC 8291, aes128gcm) and signed (VAPID, RFC 8292) by web-push; a
 * subscription the push service says is gone (404, 410) is deleted. Never throws: a push is a
 * courtesy on top of a change already committed, its failure must not undo or fail the caller.
 */
export async function sendPush({
  db,
  userIds,
  kind,
  payload,
  log,
}: {
  db: Db;
  userIds: readonly string[];
  kind: TPushKind;
  payload: TPushPayload;
  log?: { warn(obj: object, msg: string): void };
}): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  if (userIds.length === 0) return outcome;
  try {
    const config = pushConfig();
    const [keys, subscriptions] = await Promise.all([
      vapidKeys(db),
      db
        .select()
        .from(pushSubscriptions)
        .where(
          and(
            inArray(pushSubscriptions.userId, [...userIds]),
            sql`${pushSubscriptions.kinds} @> ${JSON.stringify([kind])}::jsonb`,
          ),
        ),
    ]);
    const body = JSON.stringify({ kind, ...payload });
    await mapLimit(subscriptions, config.concurrency, async (subscription) => {
      try {
        const details = webpush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          body,
          {
            vapidDetails: { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: DELIVERY[kind].ttl,
            urgency: DELIVERY[kind].urgency,
            contentEncoding: "aes128gcm",
          },
        );
        const status = await deliver(
          {
            endpoint: details.endpoint,
            method: details.method,
            headers: details.headers,
            body: details.body,
          },
          config,
        );
        if (status >= 200 && status < 300) {
          outcome.sent += 1;
          await db
            .update(pushSubscriptions)
            .set({ lastSuccessAt: new Date(), failures: 0 })
            .where(eq(pushSubscriptions.id, subscription.id));
          return;
        }
        if (status === 404 || status === 410) {
          outcome.removed += 1;
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
          return;
        }
        throw new Error(`push service answered ${status}`);
      } catch (error) {
        outcome.failed += 1;
        // The endpoint alone is enough to send to the browser: it stays out of the log.
        log?.warn({ err: error, subscriptionId: subscription.id, kind }, "message push non remis");
        await db
          .update(pushSubscriptions)
          .set({ failures: sql`${pushSubscriptions.failures} + 1` })
          .where(eq(pushSubscriptions.id, subscription.id))
          .catch(() => undefined);
      }
    });
  } catch (error) {
    log?.warn({ err: error, kind }, "envoi push impossible");
  }
  return outcome;
}
