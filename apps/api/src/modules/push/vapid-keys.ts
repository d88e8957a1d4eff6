import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../../db/client.ts";
import { pushVapidKeys } from "../../db/schema.ts";

export type VapidKeys = { publicKey: string; privateKey: string };

// One read per process: the key pair never changes once made.
const cache = new WeakMap<Db, Promise<VapidKeys>>();

async function loadOrCreate(db: Db): Promise<VapidKeys> {
  const read = async () =>
    (
      await db
        .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
        .from(pushVapidKeys)
        .where(eq(pushVapidKeys.id, 1))
    )[0];
  const found = await read();
  if (found) return found;
  // Two instances at their first push at once: the first insert wins, both read the same pair.
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error("VAPID keys not stored");
  return stored;
}

/** The installation's VAPID key pair, made and stored at the first need (decision 088). */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let found = cache.get(db);
  if (!found) {
    found = loadOrCreate(db);
    // A failure (database down) is not remembered: the next call tries again.
    found.catch(() => cache.delete(db));
    cache.set(db, found);
  }
  return found;
}
