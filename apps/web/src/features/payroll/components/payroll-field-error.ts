import { MSG_PAYROLL } from "@hts/domain/payroll/payroll.schemas";
import type { TFunction } from "i18next";

// The schema's messages are the French ones the server also sends; shown in the user's language.
const KNOWN = {
  [MSG_PAYROLL.jobRequired]: "payroll.validation.jobRequired",
  [MSG_PAYROLL.hoursStep]: "payroll.validation.hoursStep",
  [MSG_PAYROLL.hoursRange]: "payroll.validation.hoursRange",
  [MSG_PAYROLL.nightNegative]: "payroll.validation.nightNegative",
  [MSG_PAYROLL.sundayNegative]: "payroll.validation.sundayNegative",
  [MSG_PAYROLL.holidayNegative]: "payroll.validation.holidayNegative",
  [MSG_PAYROLL.hoursTooMany]: "payroll.validation.hoursTooMany",
  [MSG_PAYROLL.daysRange]: "payroll.validation.daysRange",
  [MSG_PAYROLL.dogsRange]: "payroll.validation.dogsRange",
} as const;

export function translatePayrollError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KNOWN[message as keyof typeof KNOWN];
  return key ? t(key) : message;
}
