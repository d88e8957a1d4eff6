import type { TServerText } from "@hts/domain";
import { and, count, gte, inArray, lt, min, notLike, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";
import { TooManyAttemptsError } from "../../lib/errors.ts";

// Budgets of attempts kept in the database table of the login throttle (decisions 022, 079): every API
// process sees the same counts, and a slot is reserved (a row inserted) before the costly or secret
// check, so parallel attempts see each other. Logins, current-password checks, second-factor codes
// and reset e-mails all count here, each under its own keys.

/** Keys whose window is longer than the login window start with this; they are kept 24 hours. */
export const LONG_KEY_PREFIX = "day:";
const LONG_WINDOW_MS = 24 * 3600_000;

/** At most `max` attempts under `key` within `windowMs`. */
export type Budget = { key: string; max: number; windowMs: number };

export type Reserved = { ids: number[] };

/**
 * Reserves one attempt under every budget, or gives the rows back and throws a 429 with `Retry-After`
 * (when the oldest counted attempt leaves its window) once one budget is spent. Of N parallel
 * attempts at most `max` see a count within the limit: the k-th to commit its row counts at least k.
 */
export async function reserveAttempt({
  db,
  budgets,
  refusal,
}: {
  db: Db;
  budgets: Budget[];
  refusal: string | TServerText;
}): Promise<Reserved> {
  const inserted = await db
    .insert(loginFailures)
    .values(budgets.map((b) => ({ key: b.key })))
    .returning({ id: loginFailures.id });
  const reserved = { ids: inserted.map((r) => r.id) };
  const spent = await spentBudget({ db, budgets });
  if (spent) {
    await releaseAttempt({ db, reserved });
    throw new TooManyAttemptsError(refusal, spent.retryAfterMs / 1000);
  }
  return reserved;
}

/** The first budget over its limit, with how long until its oldest attempt leaves the window. */
async function spentBudget({ db, budgets }: { db: Db; budgets: Budget[] }) {
  for (const windowMs of new Set(budgets.map((b) => b.windowMs))) {
    const within = budgets.filter((b) => b.windowMs === windowMs);
    const since = new Date(Date.now() - windowMs);
    const rows = await db
      .select({ key: loginFailures.key, n: count(), oldest: min(loginFailures.at) })
      .from(loginFailures)
      .where(
        and(
          inArray(
            loginFailures.key,
            within.map((b) => b.key),
          ),
          gte(loginFailures.at, since),
        ),
      )
      .groupBy(loginFailures.key);
    for (const row of rows) {
      const budget = within.find((b) => b.key === row.key);
      if (budget && row.n > budget.max) {
        const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
        return { budget, retryAfterMs: Math.max(1000, oldest + windowMs - Date.now()) };
      }
    }
  }
  return null;
}

/** Counts attempts under `key` within `windowMs` (the reservation included). */
export async function countAttempts({ db, key, windowMs }: { db: Db; key: string; windowMs: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [key]), gte(loginFailures.at, new Date(Date.now() - windowMs))));
  return row?.n ?? 0;
}

/** Gives reserved attempts back (the check succeeded, or it was refused before being made). */
export async function releaseAttempt({ db, reserved }: { db: Db; reserved: Reserved }) {
  if (reserved.ids.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, reserved.ids));
}

/**
 * Rows out of their window are useless: the login window for ordinary keys, 24 hours for the long
 * ones (daily budgets). Dropped after a failure, which keeps the table small.
 */
export async function pruneAttempts({ db, windowMs }: { db: Db; windowMs: number }) {
  const now = Date.now();
  await db
    .delete(loginFailures)
    .where(
      or(
        lt(loginFailures.at, new Date(now - LONG_WINDOW_MS)),
        and(
          lt(loginFailures.at, new Date(now - windowMs)),
          notLike(loginFailures.key, `${LONG_KEY_PREFIX}%`),
        ),
      ),
    );
}
