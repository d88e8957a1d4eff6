import {
  calculatePayroll,
  monthKey,
  type TPayrollInput,
  type TPayrollSettings,
  type TPayrollSettingsUpdate,
  type TPayrollSettingsVersion,
  ZPayrollSettings,
} from "@hts/domain";
import { desc, lte } from "drizzle-orm";
import { payrollSettingsVersions } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { requireScope } from "../../lib/record-access.ts";
import { inTransaction, type TenantDb } from "../../lib/tenancy.ts";
import { PLANNING_TIME_ZONE } from "../planning/index.ts";

/** Key of the rates older releases kept inside `companies.settings`: the rates before any dated version. */
const LEGACY_KEY = "payroll";

/**
 * The rates kept in `companies.settings.payroll` by releases before dated versions (decision 050),
 * completed field by field with the agreement's defaults. They apply to every month before the first
 * dated version. A stored object that no longer parses fails loudly rather than paying with figures
 * nobody chose.
 */
export function legacyPayrollSettings(company: { settings: unknown }): TPayrollSettings {
  const stored = (company.settings as Record<string, unknown> | null)?.[LEGACY_KEY];
  return ZPayrollSettings.parse(stored ?? {});
}

/** "2026-11", the month it is now in Paris (payroll months are French months). */
export function currentMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: PLANNING_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}`;
}

/**
 * The rates in force in `month` ("YYYY-MM"): the latest dated version whose month is not after it,
 * else the legacy rates (or the defaults). A past month is therefore computed with the rates it had.
 */
export async function payrollSettingsFor({
  tenant,
  company,
  month,
}: {
  tenant: TenantDb;
  company: { settings: unknown };
  month: string;
}): Promise<TPayrollSettings> {
  const [version] = await tenant.db
    .select({ settings: payrollSettingsVersions.settings })
    .from(payrollSettingsVersions)
    .where(tenant.scope(payrollSettingsVersions, lte(payrollSettingsVersions.effectiveFrom, month)))
    .orderBy(desc(payrollSettingsVersions.effectiveFrom))
    .limit(1);
  return version ? ZPayrollSettings.parse(version.settings) : legacyPayrollSettings(company);
}

export const settingsForMonth = (auth: AuthContext, year: number, month: number) =>
  payrollSettingsFor({ tenant: auth.tenant, company: auth.company, month: monthKey(year, month) });

export function getPayrollSettings({ auth, month }: { auth: AuthContext; month?: string }) {
  return payrollSettingsFor({ tenant: auth.tenant, company: auth.company, month: month ?? currentMonth() });
}

export async function calculateForCompany({ auth, input }: { auth: AuthContext; input: TPayrollInput }) {
  return calculatePayroll({ input, settings: await getPayrollSettings({ auth }) });
}

/** Every dated version, newest month first, with who saved it and when. */
export async function listPayrollSettingsVersions({
  auth,
}: {
  auth: AuthContext;
}): Promise<TPayrollSettingsVersion[]> {
  requireScope(auth, "payroll-settings", "read");
  const rows = await auth.tenant.db
    .select()
    .from(payrollSettingsVersions)
    .where(auth.tenant.scope(payrollSettingsVersions))
    .orderBy(desc(payrollSettingsVersions.effectiveFrom));
  return rows.map((r) => ({
    id: r.id,
    effectiveFrom: r.effectiveFrom,
    settings: ZPayrollSettings.parse(r.settings),
    createdAt: r.createdAt.toISOString(),
    createdByName: r.createdByName,
  }));
}

/**
 * Saves the rates as the version in force from `effectiveFrom` (the current month when absent; saving
 * the same month again replaces that version). Months before it keep the rates they had. The audit row
 * holds the month, the rates saved and the rates they replace for that month.
 */
export async function updatePayrollSettings({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TPayrollSettingsUpdate;
}): Promise<TPayrollSettings> {
  requireScope(auth, "payroll-settings", "update");
  const { effectiveFrom = currentMonth(), ...rates } = input;
  const settings = ZPayrollSettings.parse(rates);
  await inTransaction(auth.tenant, async (t) => {
    const previous = await payrollSettingsFor({ tenant: t, company: auth.company, month: effectiveFrom });
    await t.db
      .insert(payrollSettingsVersions)
      .values({
        companyId: auth.companyId,
        effectiveFrom,
        settings,
        createdById: auth.user.id,
        createdByName: auth.user.name,
      })
      .onConflictDoUpdate({
        target: [payrollSettingsVersions.companyId, payrollSettingsVersions.effectiveFrom],
        set: { settings, createdAt: new Date(), createdById: auth.user.id, createdByName: auth.user.name },
      });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "payroll_settings",
      entityId: auth.companyId,
      details: { effectiveFrom, settings, previous },
    });
  });
  return settings;
}
