import { fieldSettingsOf, type TFieldSettings } from "@hts/domain";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { requireScope } from "../../lib/record-access.ts";
import { lockCompanySettings, writeSettingsBlock } from "../settings/index.ts";

export function readFieldSettings(auth: AuthContext): TFieldSettings {
  requireScope(auth, "field-settings", "read");
  return fieldSettingsOf(auth.company.settings);
}

/** Replaces the `field` block of the company's settings, audited with what changed. */
export async function updateFieldSettings({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TFieldSettings;
}): Promise<TFieldSettings> {
  requireScope(auth, "field-settings", "update");
  return auth.tenant.db.transaction(async (tx) => {
    const current = await lockCompanySettings({ tx, companyId: auth.companyId });
    const before = fieldSettingsOf(current.settings);
    await writeSettingsBlock({ tx, companyId: auth.companyId, key: "field", value: input });
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of Object.keys(input) as (keyof TFieldSettings)[])
      if (before[key] !== input[key]) changed[key] = { from: before[key], to: input[key] };
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "field-settings",
      details: changed,
    });
    return input;
  });
}
