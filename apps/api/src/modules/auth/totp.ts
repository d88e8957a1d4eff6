import { createHash, randomInt } from "node:crypto";
import * as OTPAuth from "otpauth";

// TOTP (RFC 6238) with otpauth: SHA-1, 6 digits, 30-second steps, the parameters every authenticator
// app reads from a QR code. One step of drift either way is accepted.

const PERIOD = 30;

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function totpFor({ secret, label }: { secret: string; label: string }) {
  return new OTPAuth.TOTP({
    issuer: "HTS",
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/**
 * The time step of a valid code, or null. The caller refuses a step at or before the last one it
 * accepted, so a code seen over a shoulder cannot be used again.
 */
export function matchTotp({
  secret,
  code,
  now = Date.now(),
}: {
  secret: string;
  code: string;
  now?: number;
}) {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor({ secret, label: "x" }).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

// Recovery codes: 10 groups of "xxxxx-xxxxx" from an alphabet without look-alikes (0/o, 1/l).
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

export function newRecoveryCodes(count = 10): string[] {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return Array.from({ length: count }, () => `${part()}-${part()}`);
}

export const hashRecoveryCode = (code: string): string =>
  createHash("sha256").update(code.trim().toLowerCase().replace(/[\s-]/g, "")).digest("hex");

export const looksLikeRecoveryCode = (code: string): boolean =>
  /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());
