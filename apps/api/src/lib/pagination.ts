import { scopeOf, type TRecordKind } from "@hts/domain";
import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client.ts";

/** `limit`/`offset` for every list; the total goes in `X-Total-Count` so the body stays an array. */
export const ZPage = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

/**
 * Past this many rows a list's total is not counted exactly: counting a million alarms costs more than
 * the page itself, and nobody reads past ten thousand without narrowing the filters (issue 18).
 */
export const COUNT_CAP = 10_000;

/** The number of rows `where` selects, counted up to COUNT_CAP; `capped` when there are more. */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined) {
  const rows = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as("capped");
  const [row] = await db.select({ n: count() }).from(rows);
  const n = row?.n ?? 0;
  return { total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}

/** The page's items; the total in X-Total-Count, and X-Total-Capped when it is a lower bound. */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; total: number; capped?: boolean }): T[] {
  reply.header("X-Total-Count", String(page.total));
  if (page.capped) reply.header("X-Total-Capped", "true");
  return page.items;
}

export type Page<T> = {
  items: T[];
  total: number;
  capped?: boolean;
  /** Keyset cursor of the next page (a full page's last id), sent as X-Next-Cursor. */
  next?: string | undefined;
};

/**
 * A page as it leaves: its items checked against the response schema, serialized and encoded to UTF-8
 * once. Sending a string made every answer encode the 28 KB page again on its way to the socket (and
 * measure its UTF-8 length for Content-Length); a buffer is written as it is (decision 056).
 */
export type JsonPage = { body: Buffer; total: number; capped?: boolean; next?: string | undefined };

export function jsonPage<T>(schema: z.ZodType<T[]>, page: Page<unknown>): JsonPage {
  return {
    body: Buffer.from(JSON.stringify(schema.parse(page.items)), "utf8"),
    total: page.total,
    capped: page.capped,
    next: page.next,
  };
}

/**
 * Sends a kept page as it is: the same JSON the route's serializer would write, without validating,
 * serializing and encoding the same items again on every poll (decision 056).
 */
export function sendJsonPage<R extends FastifyReply>(reply: R, page: JsonPage): R {
  reply.header("X-Total-Count", String(page.total));
  if (page.capped) reply.header("X-Total-Capped", "true");
  if (page.next) reply.header("X-Next-Cursor", page.next);
  return reply.type("application/json; charset=utf-8").send(page.body) as R;
}

/**
 * The cache key of a list page (decision 056): the route, what the caller may read (the whole company,
 * or this user's own reach), the language, and the query. Two callers with the same key read the same
 * page.
 */
export function pageVariant({
  route,
  auth,
  kind,
  lang,
  query,
}: {
  route: string;
  auth: { role: string; user: { id: string } };
  kind: TRecordKind;
  lang: string;
  query: object;
}): string {
  const whole = scopeOf({ role: auth.role as never, kind, action: "read" }) === "company";
  const personal = "assigned" in query && query.assigned !== undefined;
  return JSON.stringify([route, whole && !personal ? "company" : auth.user.id, lang, query]);
}
