import { createHash, randomBytes } from "node:crypto";
import { MSG_RADIO } from "@hts/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { radios } from "../../db/schema.ts";
import { unauthorized } from "../../lib/errors.ts";

// Telemetry keys of radios (decision 034): like reader keys, stored as SHA-256 only and shown once.

export const RADIO_KEY_PREFIX = "hts_radio_";
/** Gateways and devices send their key in this header; it is never a user session. */
export const RADIO_KEY_HEADER = "x-radio-key";

export const newRadioKey = () => `${RADIO_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
export const hashRadioKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** The radio a key opens, in service; 401 for anything else (a retired radio's key stops working). */
export async function radioOfKey(db: Db, key: string | undefined) {
  if (!key?.startsWith(RADIO_KEY_PREFIX) || key.length > 200) throw unauthorized(MSG_RADIO.radioKeyMissing);
  const [radio] = await db
    .select()
    .from(radios)
    .where(and(eq(radios.keyHash, hashRadioKey(key)), isNull(radios.retiredAt)))
    .limit(1);
  if (!radio) throw unauthorized(MSG_RADIO.radioKeyMissing);
  return radio;
}
