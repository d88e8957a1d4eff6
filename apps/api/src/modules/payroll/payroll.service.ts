import {
  calculatePayroll,
  MSG,
  type TPayrollInput,
  type TPayrollSettings,
  type TRole,
  ZPayrollSettings,
} from "@hts/domain";
import { eq, sql } from "drizzle-orm";
import { companies } from "../../db/schema.ts";
import { forbidden } from "../../lib/errors.ts";
import type { AuthContext } from "../../plugins/auth.ts";
import { audit } from "../audit/audit.service.ts";

/** Key of the payroll rates inside `companies.settings`, next to other areas' settings. */
const SETTINGS_KEY = "payroll";

/** Payroll rates are part of the wage agreement: a planner may run payslips but not change them. */
const SETTINGS_EDITORS: readonly TRole[] = ["admin", "manager"];

/**
 * The company's rates, completed field by field with the spec's defaults (a company that never saved
 * any gets exactly the defaults). The stored object was validated on the way in; if it no longer
 * parses, the calculation fails loudly rather than paying with figures nobody chose.
 */
export function companyPayrollSettings(company: { settings: unknown }): TPayrollSettings {
  const stored = (company.settings as Record<string, unknown> | null)?.[SETTINGS_KEY];
  return ZPayrollSettings.parse(stored ?? {});
}

export function getPayrollSettings({ auth }: { auth: AuthContext }): TPayrollSettings {
  return companyPayrollSettings(auth.company);
}

export function calculateForCompany({ auth, input }: { auth: AuthContext; input: TPayrollInput }) {
  return calculatePayroll({ input, settings: companyPayrollSettings(auth.company) });
}

export async function updatePayrollSettings({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TPayrollSettings;
}): Promise<TPayrollSettings> {
  if (!SETTINGS_EDITORS.includes(auth.role)) throw forbidden(MSG.forbidden);
  const { db } = auth.tenant;
  // Merge into the jsonb in one statement so other areas' keys, possibly saved at the same moment, stay.
  const [row] = await db
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
    entity: "payroll_settings",
    entityId: auth.companyId,
    details: { [SETTINGS_KEY]: input },
  });
  return companyPayrollSettings({ settings: row?.settings ?? {} });
}
