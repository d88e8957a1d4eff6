import { MSG } from "@hts/domain/common/messages";

/**
 * Turns the API's `detail` (a sentence, a validation list of `{ loc, msg, type }`, or an object) into one
 * message, following spec part 1 section 8. Kept free of React and i18n so it is trivially testable.
 */
export function formatDetail(detail: unknown, fallback: string = MSG.generic): string {
  if (typeof detail === "string") return detail.trim() === "" ? fallback : detail;
  if (Array.isArray(detail)) {
    const parts = detail.map(formatEntry).filter((part) => part !== "");
    return parts.length > 0 ? parts.join(", ") : fallback;
  }
  if (detail !== null && typeof detail === "object") {
    const msg = (detail as { msg?: unknown }).msg;
    return typeof msg === "string" && msg !== "" ? msg : JSON.stringify(detail);
  }
  return fallback;
}

function formatEntry(entry: unknown): string {
  if (typeof entry === "string") return entry;
  if (entry !== null && typeof entry === "object") {
    const msg = (entry as { msg?: unknown }).msg;
    if (typeof msg === "string") return msg;
  }
  return JSON.stringify(entry) ?? "";
}
