import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { hashingPool } from "./hashing-pool.ts";

// Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url), so the cost can rise later and old
// hashes still verify with the parameters they were made with.

const KEY_LENGTH = 32;

/**
 * Who asks for a hash (an IP address; a session and its account; an administrator): one caller cannot
 * fill the pool (hashing-pool.ts, decision 077).
 */
export type HashKey = { key?: string | readonly string[] | null; priority?: boolean };

function derive(
  password: string,
  salt: Buffer,
  [logN, r, p]: [number, number, number],
  { key = null, priority = false }: HashKey,
): Promise<Buffer> {
  return hashingPool.run(key, () => deriveNow(password, salt, logN, r, p), { priority });
}

function deriveNow(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  // Node refuses N=2^17 under its default 32 MiB maxmem; 128 * N * r bytes are needed, give twice that.
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, logN = 17, caller: HashKey = {}): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, [logN, 8, 1], caller);
  return ["scrypt", logN, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(
  password: string,
  stored: string,
  caller: HashKey = {},
): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const cost: [number, number, number] = [Number(logN), Number(r), Number(p)];
  const actual = await derive(password, Buffer.from(salt, "base64url"), cost, caller);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
