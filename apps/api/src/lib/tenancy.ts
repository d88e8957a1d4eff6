import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { notFound } from "./errors.ts";

/** A business table: every row belongs to one company. */
export type TenantTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The only way services reach business tables: every read, write and delete is limited to the
 * caller's company, and the company id comes from the session, never from the request body.
 * An id of another company (or a malformed id) answers 404, exactly as a missing one.
 */
export function tenantDb<D extends Db = Db>(db: D, companyId: string) {
  const scope = <T extends TenantTable>(table: T, ...conditions: (SQL | undefined)[]): SQL =>
    and(eq(table.companyId, companyId), ...conditions) as SQL;

  return {
    db,
    companyId,
    scope,

    async findById<T extends TenantTable>(table: T, id: string): Promise<T["$inferSelect"]> {
      if (!UUID.test(id)) throw notFound();
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(scope(table, eq(table.id, id)))
        .limit(1);
      if (!rows[0]) throw notFound();
      return rows[0] as T["$inferSelect"];
    },

    async insert<T extends TenantTable>(
      table: T,
      values: Omit<T["$inferInsert"], "companyId" | "company_id">,
    ): Promise<T["$inferSelect"]> {
      const rows = await db
        .insert(table)
        .values({ ...values, companyId } as T["$inferInsert"])
        .returning();
      return (rows as T["$inferSelect"][])[0] as T["$inferSelect"];
    },

    async updateById<T extends TenantTable>(
      table: T,
      id: string,
      values: Partial<Omit<T["$inferInsert"], "companyId" | "id">>,
    ): Promise<T["$inferSelect"]> {
      if (!UUID.test(id)) throw notFound();
      const rows = (await db
        .update(table)
        // biome-ignore lint/suspicious/noExplicitAny: Drizzle cannot type `set` on a generic table.
        .set(values as any)
        .where(scope(table, eq(table.id, id)))
        .returning()) as T["$inferSelect"][];
      if (!rows[0]) throw notFound();
      return rows[0];
    },

    async deleteById<T extends TenantTable>(table: T, id: string): Promise<void> {
      if (!UUID.test(id)) throw notFound();
      const rows = await db
        .delete(table)
        .where(scope(table, eq(table.id, id)))
        .returning({ id: table.id });
      if (rows.length === 0) throw notFound();
    },
  };
}

export type TenantDb<D extends Db = Db> = ReturnType<typeof tenantDb<D>>;

/** The handle inside `db.transaction(...)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Runs `work` in one transaction with the same company scope: a change and its audit row commit
 * together or not at all. Use only the handle it gives (a query on the outer `db` inside a
 * transaction waits forever on PGlite); publish live events after it resolves.
 */
export function inTransaction<T>(tenant: TenantDb, work: (t: TenantDb<Tx>) => Promise<T>): Promise<T> {
  return tenant.db.transaction((tx) => work(tenantDb(tx, tenant.companyId)));
}
