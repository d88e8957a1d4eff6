import { type TPlanningRules, ZPlanningRules } from "@hts/domain";
import { eq, sql } from "drizzle-orm";
import { companies } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { inTransaction } from "../../lib/tenancy.ts";

/** Key of the conflict thresholds inside `companies.settings`, next to other areas' settings. */
const SETTINGS_KEY = "planning";

/** The company's thresholds, each missing one taken from the domain defaults (Code du travail, IDCC 1351). */
export function companyPlanningRules(company: { settings: unknown }): TPlanningRules {
  const stored = (company.settings as Record<string, unknown> | null)?.[SETTINGS_KEY];
  return ZPlanningRules.parse(stored ?? {});
}

export async function updatePlanningRules({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TPlanningRules;
}): Promise<TPlanningRules> {
  const row = await inTransaction(auth.tenant, async ({ db }) => {
    // One jsonb merge in one statement: payroll rates (or any other key) saved meanwhile are kept.
    const [updated] = await db
      .update(companies)
      .set({
        settings: sql`coalesce(${companies.settings}, '{}'::jsonb) || jsonb_build_object(${SETTINGS_KEY}::text, ${JSON.stringify(input)}::jsonb)`,
      })
      .where(eq(companies.id, auth.companyId))
      .returning({ settings: companies.settings });
    await audit(db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "planning_settings",
      entityId: auth.companyId,
      details: { [SETTINGS_KEY]: input },
    });
    return updated;
  });
  return companyPlanningRules({ settings: row?.settings ?? {} });
}
