import { PLANNING_MSG } from "@hts/domain";
import type { TFunction } from "i18next";

// The domain schemas (shared with the server) carry French sentences: show them in the user's language.
const KNOWN = {
  [PLANNING_MSG.requiredFields]: "planningAdvanced.messages.requiredFields",
  [PLANNING_MSG.templateName]: "planningAdvanced.messages.templateName",
  [PLANNING_MSG.sameTimes]: "planningAdvanced.messages.sameTimes",
  [PLANNING_MSG.timeInvalid]: "planningAdvanced.messages.timeInvalid",
  [PLANNING_MSG.dateInvalid]: "planningAdvanced.messages.dateInvalid",
  [PLANNING_MSG.colorInvalid]: "planningAdvanced.messages.colorInvalid",
} as const;

export function translatePlanningError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KNOWN[message as keyof typeof KNOWN];
  return key ? t(key) : message;
}
