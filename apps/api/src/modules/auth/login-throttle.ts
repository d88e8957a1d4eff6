import { MSG } from "@hts/domain";
import { and, count, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";

// Failed logins are counted in the database, not in memory, so every API process sees the same
// counts. Both the caller's IP and the target e-mail are limited: one stops a single machine trying
// many accounts, the other stops many machines trying one account.

export type ThrottleConfig = { maxFailures: number; windowMs: number };

const keysOf = (ip: string, email: string) => [`ip:${ip}`, `email:${email}`];

export async function assertLoginAllowed({
  db,
  ip,
  email,
  config,
}: {
  db: Db;
  ip: string;
  email: string;
  config: ThrottleConfig;
}): Promise<void> {
  const since = new Date(Date.now() - config.windowMs);
  const rows = await db
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keysOf(ip, email)), gte(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  if (rows.some((row) => row.n >= config.maxFailures)) {
    throw new AppError("rate_limited", MSG.tooManyAttempts);
  }
}

export async function recordLoginFailure({
  db,
  ip,
  email,
  config,
}: {
  db: Db;
  ip: string;
  email: string;
  config: ThrottleConfig;
}): Promise<void> {
  await db.insert(loginFailures).values(keysOf(ip, email).map((key) => ({ key })));
  // Old rows are useless once out of the window; dropping them here keeps the table small.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - config.windowMs)));
}
