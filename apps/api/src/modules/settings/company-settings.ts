import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema.ts";

/** Replaces one block (`security`, `system`, `field`...) of `companies.settings`, leaving other areas' blocks alone. */
export async function writeSettingsBlock({
  tx,
  companyId,
  key,
  value,
}: {
  tx: Db;
  companyId: string;
  key: "security" | "system" | "legal" | "field";
  value: unknown;
}) {
  const [row] = await tx
    .update(companies)
    .set({
      settings: sql`coalesce(${companies.settings}, '{}'::jsonb) || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)`,
    })
    .where(eq(companies.id, companyId))
    .returning({ settings: companies.settings });
  return row?.settings ?? {};
}

/** Reads the company row inside the transaction, locked, so two admins' saves apply one after the other. */
export async function lockCompanySettings({ tx, companyId }: { tx: Db; companyId: string }) {
  const [row] = await tx
    .select({ settings: companies.settings, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("update");
  return row ?? { settings: {}, name: "" };
}
