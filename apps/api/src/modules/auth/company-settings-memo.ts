import { securityOf, systemOf, type TSecuritySettings, type TSystemSettings } from "@hts/domain";

// Every authenticated call reads its company's security and system settings (idle expiry, allowlist,
// maintenance, log level) and /api/auth/me reads them again: four schema validations of the same JSON
// per request, for a value that changes only when an administrator saves the settings (issue 31). The
// session cache hands out the same company row until a change, so its settings object is the key: a
// saved setting comes back as a new row, hence a new object, and is read again.

type Parsed = { security: TSecuritySettings; system: TSystemSettings };
const parsed = new WeakMap<object, Parsed>();

function of(settings: unknown): Parsed {
  if (typeof settings !== "object" || settings === null)
    return { security: securityOf(settings), system: systemOf(settings) };
  let found = parsed.get(settings);
  if (!found) {
    found = { security: securityOf(settings), system: systemOf(settings) };
    parsed.set(settings, found);
  }
  return found;
}

export const companySecurity = (settings: unknown): TSecuritySettings => of(settings).security;
export const companySystem = (settings: unknown): TSystemSettings => of(settings).system;
