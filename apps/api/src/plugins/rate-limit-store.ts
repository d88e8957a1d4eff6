import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitHits } from "../db/schema.ts";

// The store of @fastify/rate-limit kept in the database (decision 066): every instance counts in the
// same row, so a limit of 10 is 10 whatever instance answers, instead of 10 per process. One statement
// per hit: an upsert that starts a new window when the old one has expired and returns the count and
// the time left, atomic under concurrency (PostgreSQL locks the row for the conflict). The database's
// clock decides, so instances whose clocks drift still agree on the window.

type Hit = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Hit) => void;
/** What the plugin passes: its options, plus for a route's child store `routeInfo` (the route). */
type RouteParams = (FastifyRateLimitOptions | RateLimitOptions) & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/** Expired rows are deleted at most this often per process; a purge is idempotent, so no leader. */
const PURGE_EVERY_MS = 60_000;

export async function countHit({
  db,
  key,
  windowMs,
}: {
  db: Db;
  key: string;
  windowMs: number;
}): Promise<Hit> {
  const resetAt = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const expired = sql`${rateLimitHits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttl: sql<string>`extract(epoch from (${rateLimitHits.resetAt} - now())) * 1000`,
    });
  return { current: row?.hits ?? 1, ttl: Math.max(0, Math.ceil(Number(row?.ttl ?? windowMs))) };
}

/** Deletes the windows that are over; returns how many. */
export async function purgeExpiredHits(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.resetAt, sql`now()`))
    .returning({ key: rateLimitHits.key });
  return gone.length;
}

/** Each route counts apart, as the in-memory store did: its method and path prefix the key. */
const routeName = (params: RouteParams) => {
  const method = params.routeInfo?.method;
  return `${Array.isArray(method) ? method.join(",") : (method ?? "")} ${params.routeInfo?.url ?? ""}`;
};

/** A store class for `@fastify/rate-limit`'s `store` option, bound to one database. */
export function databaseRateLimitStore({
  db,
  onPurgeError,
}: {
  db: Db;
  onPurgeError?: (e: unknown) => void;
}): FastifyRateLimitStoreCtor {
  let lastPurge = 0;
  const purge = () => {
    const now = Date.now();
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    purgeExpiredHits(db).then(
      () => {},
      (error: unknown) => onPurgeError?.(error),
    );
  };

  return class DatabaseRateLimitStore {
    readonly prefix: string;
    constructor(params: RouteParams) {
      this.prefix = routeName(params);
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      purge();
      countHit({ db, key: `${this.prefix}|${key}`, windowMs: timeWindow }).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }
    child(params: RouteParams) {
      return new DatabaseRateLimitStore(params);
    }
  };
}
