import { type TCompanyLegal, ZCompanyLegal } from "@hts/domain";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { lockCompanySettings, writeSettingsBlock } from "./company-settings.ts";

// Paramètres > Entreprise (decision 051): the legal identifiers printed on payroll and report
// documents. SIRET, NAF and URSSAF live in `companies.settings.legal`; the address is the company's
// own column, already printed on every document.

/** The company's identifiers as documents print them (empty fields are null). */
export function companyLegalOf(company: { settings: unknown; address: string | null }): TCompanyLegal {
  const stored = (company.settings as Record<string, unknown> | null)?.legal ?? {};
  const parsed = ZCompanyLegal.safeParse({ ...(stored as object), address: company.address });
  return parsed.success
    ? parsed.data
    : { legalName: null, address: company.address, siret: null, naf: null, urssaf: null };
}

export async function updateCompanyLegal({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TCompanyLegal;
}): Promise<TCompanyLegal> {
  return auth.tenant.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ settings: companies.settings, address: companies.address })
      .from(companies)
      .where(eq(companies.id, auth.companyId));
    await lockCompanySettings({ tx, companyId: auth.companyId });
    const before = companyLegalOf(current ?? { settings: {}, address: null });
    const { address, ...legal } = input;
    await writeSettingsBlock({ tx, companyId: auth.companyId, key: "legal", value: legal });
    await tx.update(companies).set({ address }).where(eq(companies.id, auth.companyId));
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "company-legal",
      entityId: auth.companyId,
      details: { before, after: input },
    });
    return input;
  });
}
