import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  DEFAULT_ACCESS_SETTINGS,
  dynamicQrKeyInput,
  dynamicQrSigningInput,
  formatDynamicQrToken,
  formatQrToken,
  parseDynamicQrToken,
  parseQrToken,
  qrSigningInput,
} from "@hts/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accessSettings } from "../../db/schema.ts";

// Secrets of the access module (decision 030): the per-company HMAC key of QR badges, and the reader
// keys of access points, which are stored as SHA-256 only and shown once.

export const READER_KEY_PREFIX = "hts_rk_";

/** A new reader key: 32 random bytes, prefixed so that a leaked key is recognisable in a scan. */
export const newReaderKey = () => `${READER_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;

export const hashReaderKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** The company's access settings row, created with a fresh secret on first use (race-safe). */
export async function accessSettingsOf(db: Db, companyId: string) {
  const [found] = await db.select().from(accessSettings).where(eq(accessSettings.companyId, companyId));
  if (found) return found;
  await db
    .insert(accessSettings)
    .values({ companyId, qrSecret: randomBytes(32).toString("base64url"), ...DEFAULT_ACCESS_SETTINGS })
    .onConflictDoNothing();
  const [created] = await db.select().from(accessSettings).where(eq(accessSettings.companyId, companyId));
  if (!created) throw new Error("access settings row missing after insert");
  return created;
}

const sign = (secret: string, input: string) =>
  createHmac("sha256", Buffer.from(secret, "base64url")).update(input).digest("base64url");

/** The text a QR badge carries. */
export function signQrToken({
  secret,
  badgeRef,
  version,
}: {
  secret: string;
  badgeRef: string;
  version: number;
}) {
  return formatQrToken({ badgeRef, version, signature: sign(secret, qrSigningInput({ badgeRef, version })) });
}

/**
 * The badge a token names, when its signature is the company's; null for anything forged, edited or
 * foreign. The version is checked by the caller against the badge's current one.
 */
export function verifyQrToken({ secret, token }: { secret: string; token: string }) {
  const parts = parseQrToken(token);
  if (!parts) return { parts: null, valid: false };
  const expected = Buffer.from(sign(secret, qrSigningInput(parts)));
  const given = Buffer.from(parts.signature);
  const valid = expected.length === given.length && timingSafeEqual(expected, given);
  return { parts, valid };
}

/**
 * The key of one badge's rotating codes (decision 082): derived from the company secret, the badge and
 * its version, so a re-issue changes it and no other badge's codes can be made from it.
 */
const dynamicKey = (secret: string, badgeRef: string, version: number) =>
  createHmac("sha256", Buffer.from(secret, "base64url"))
    .update(dynamicQrKeyInput({ badgeRef, version }))
    .digest();

const signDynamic = (key: Buffer, input: string) =>
  createHmac("sha256", key).update(input).digest("base64url");

/** The rotating code of a badge for one 30-second step. */
export function signDynamicQrToken(input: {
  secret: string;
  badgeRef: string;
  version: number;
  step: number;
}) {
  const { secret, ...parts } = input;
  const signature = signDynamic(
    dynamicKey(secret, parts.badgeRef, parts.version),
    dynamicQrSigningInput(parts),
  );
  return formatDynamicQrToken({ ...parts, signature });
}

/** A rotating code's parts and whether the company signed it; its step is judged by the caller. */
export function verifyDynamicQrToken({ secret, token }: { secret: string; token: string }) {
  const parts = parseDynamicQrToken(token);
  if (!parts) return { parts: null, valid: false };
  const expected = Buffer.from(
    signDynamic(dynamicKey(secret, parts.badgeRef, parts.version), dynamicQrSigningInput(parts)),
  );
  const given = Buffer.from(parts.signature);
  const valid = expected.length === given.length && timingSafeEqual(expected, given);
  return { parts, valid };
}
