import {
  MSG_SETTINGS,
  securityOf,
  systemOf,
  type TSecuritySettings,
  type TSystemSettings,
  type ZSecuritySettingsUpdate,
} from "@hts/domain";
import type { z } from "zod";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError, conflict } from "../../lib/errors.ts";
import { isAllowed, parseAllowlist } from "../auth/index.ts";
import { lockCompanySettings, writeSettingsBlock } from "./company-settings.ts";
import { queueMaintenanceEmails } from "./maintenance-emails.ts";

/** Fields that changed, as `{ field: { from, to } }` for the audit journal. */
function changes<T extends Record<string, unknown>>(before: T, after: T) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) out[key] = { from: before[key], to: after[key] };
  }
  return out;
}

/**
 * "Sécurité mise à jour". The IP list is parsed (a bad entry is a 422 that names it) and stored
 * normalised; a list that would lock the admin out is refused unless `confirmIpExclusion` is true.
 */
export async function updateSecurity({
  auth,
  input,
  ip,
}: {
  auth: AuthContext;
  input: z.infer<typeof ZSecuritySettingsUpdate>;
  ip: string;
}): Promise<TSecuritySettings> {
  const { confirmIpExclusion, ...settings } = input;
  const parsed = parseAllowlist(settings.ipWhitelist);
  if ("invalid" in parsed) {
    throw new AppError("validation", [
      {
        loc: ["body", "ipWhitelist"],
        msg: { text: MSG_SETTINGS.ipEntryInvalid, params: { entry: parsed.invalid } },
        type: "ip",
      },
    ]);
  }
  const normalised = settings.ipWhitelist
    .split(/[,\n;]/)
    .map((e: string) => e.trim())
    .filter(Boolean)
    .join(", ");
  if (normalised && !isAllowed(ip, parsed.ranges) && !confirmIpExclusion) {
    throw conflict({ text: MSG_SETTINGS.ipSelfExcluded, params: { ip } });
  }
  const next = { ...settings, ipWhitelist: normalised } as TSecuritySettings;
  return auth.tenant.db.transaction(async (tx) => {
    const current = await lockCompanySettings({ tx, companyId: auth.companyId });
    const before = securityOf(current.settings);
    await writeSettingsBlock({ tx, companyId: auth.companyId, key: "security", value: next });
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "security-settings",
      details: changes(before, next),
    });
    return next;
  });
}

/** "Système configuré". Turning maintenance on or off e-mails the members who asked for it. */
export async function updateSystem({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TSystemSettings;
}): Promise<TSystemSettings> {
  return auth.tenant.db.transaction(async (tx) => {
    const current = await lockCompanySettings({ tx, companyId: auth.companyId });
    const before = systemOf(current.settings);
    await writeSettingsBlock({ tx, companyId: auth.companyId, key: "system", value: input });
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "system-settings",
      details: changes(before, input),
    });
    if (before.maintenanceMode !== input.maintenanceMode) {
      await queueMaintenanceEmails({
        tx,
        companyId: auth.companyId,
        companyName: current.name,
        on: input.maintenanceMode,
      });
    }
    return input;
  });
}
