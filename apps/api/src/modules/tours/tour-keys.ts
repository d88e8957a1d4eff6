import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { checkpointQrSigningInput, formatCheckpointQr, parseCheckpointQr } from "@hts/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tourKeys } from "../../db/schema.ts";
import type { Tx } from "../../lib/tenancy.ts";

// The key that signs checkpoint labels (decision 094): 32 random bytes per company, made at first use.
// The company id is inside the signed text, so a label stays refused in any other company.

/** The company's label key, created race-safely on first use. */
export async function tourQrSecret(db: Db | Tx, companyId: string): Promise<string> {
  const [found] = await db.select().from(tourKeys).where(eq(tourKeys.companyId, companyId));
  if (found) return found.qrSecret;
  await db
    .insert(tourKeys)
    .values({ companyId, qrSecret: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [created] = await db.select().from(tourKeys).where(eq(tourKeys.companyId, companyId));
  if (!created) throw new Error("tour key missing after insert");
  return created.qrSecret;
}

const sign = (secret: string, input: string) =>
  createHmac("sha256", Buffer.from(secret, "base64url")).update(input).digest("base64url");

/** The text printed in a checkpoint's QR code. */
export function signCheckpointQr(input: { secret: string; companyId: string; checkpointId: string }) {
  const { secret, ...parts } = input;
  return formatCheckpointQr({ ...parts, signature: sign(secret, checkpointQrSigningInput(parts)) });
}

/** The checkpoint a label names when the company signed it; null when forged, edited or foreign. */
export function verifyCheckpointQr({
  secret,
  companyId,
  text,
}: {
  secret: string;
  companyId: string;
  text: string;
}): string | null {
  const parts = parseCheckpointQr(text);
  if (!parts || parts.companyId !== companyId) return null;
  const expected = Buffer.from(sign(secret, checkpointQrSigningInput(parts)));
  const given = Buffer.from(parts.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? parts.checkpointId : null;
}
