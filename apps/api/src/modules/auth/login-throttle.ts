import { MSG } from "@hts/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";
import { pruneAttempts, releaseAttempt, reserveAttempt } from "./attempt-budget.ts";

// Login throttling, decision 022. Failed logins are counted in the database (every API process sees the
// same counts), under three keys:
// - address + account: the attacker at one address guessing one account is stopped after `pairMax`;
// - address: one address spraying many accounts is stopped after `ipMax` (high, so colleagues behind
//   one office address mistyping their passwords are not locked out together);
// - account, from addresses that never signed into it: many addresses guessing one account are
//   stopped after `accountMax`, while its owner, from an address they already used, still gets in.
// An address that signed into the account before is "known" and only its own address + account count
// applies. A slot is reserved (a row inserted) before the password is hashed, so parallel attempts
// see each other; a success gives its slot back.

export type ThrottleConfig = {
  /** Failures of one address on one account within the window. */
  pairMax: number;
  /** Failures of one address, all accounts, within the window. */
  ipMax: number;
  /** Failures on one account from addresses that never signed into it. */
  accountMax: number;
  windowMs: number;
};

/** `known`: the address already signed into this account (its hash goes first in the pool). */
export type Reservation = { ids: number[]; known: boolean };

const keysOf = ({ ip, email, known }: { ip: string; email: string; known: boolean }) => ({
  pair: `pair:${ip}|${email}`,
  ip: `ip:${ip}`,
  // A known address is not counted against the account (nor the address), only against its pair.
  ...(known ? {} : { account: `email:${email}` }),
});

/** True when this address already opened a session for this user (their usual office or phone). */
async function isKnownAddress({ db, ip, userId }: { db: Db; ip: string; userId: string | null }) {
  if (!userId) return false;
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Reserves one attempt, or answers 429 when a limit is reached. The reservation is a failure row
 * written before the hash: give it back with `releaseLoginAttempt` when the password was right.
 */
export async function reserveLoginAttempt({
  db,
  ip,
  email,
  userId,
  config,
}: {
  db: Db;
  ip: string;
  email: string;
  userId: string | null;
  config: ThrottleConfig;
}): Promise<Reservation> {
  const known = await isKnownAddress({ db, ip, userId });
  const keys = keysOf({ ip, email, known });
  const budget = (key: string, max: number) => ({ key, max, windowMs: config.windowMs });
  const reserved = await reserveAttempt({
    db,
    budgets: [
      budget(keys.pair, config.pairMax),
      ...(known ? [] : [budget(keys.ip, config.ipMax)]),
      ...(keys.account ? [budget(keys.account, config.accountMax)] : []),
    ],
    refusal: MSG.tooManyAttempts,
  });
  return { ...reserved, known };
}

/** Gives a reserved attempt back (the password was right, or the attempt was refused before the hash). */
export async function releaseLoginAttempt({
  db,
  reservation,
}: {
  db: Db;
  reservation: Pick<Reservation, "ids">;
}) {
  await releaseAttempt({ db, reserved: reservation });
}

/** Old rows are useless once out of the window; dropping them after a failure keeps the table small. */
export async function pruneLoginFailures({ db, config }: { db: Db; config: ThrottleConfig }) {
  await pruneAttempts({ db, windowMs: config.windowMs });
}
