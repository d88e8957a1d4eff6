import { z } from "zod";
import { MSG } from "./messages.ts";
import { DATE_RANGE, isSafeText } from "./text-rules.ts";

// "Required" only when the value is missing: a schema-wide `error: MSG.required` would also replace
// the message of every check (a 500-character name would say "required" instead of "too long").
const requiredWhenMissing = (issue: { input?: unknown; code?: string }) =>
  issue.code === "invalid_type" && (issue.input === undefined || issue.input === null)
    ? MSG.required
    : undefined;

/** Any input string: no NUL, no unpaired surrogate (text-rules.ts). The base of every text schema. */
export const zString = () =>
  z.string({ error: requiredWhenMissing }).refine(isSafeText, { error: MSG.textInvalid, abort: true });

/** A trimmed, non-empty string; `max` keeps rows and documents bounded. */
export const zText = (max = 200) => zString().trim().min(1, { error: MSG.required }).max(max);

/** Optional free text: empty strings become null so the database never stores "". */
export const zOptionalText = (max = 200) =>
  zString()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A search box (`q`): optional, trimmed, bounded. */
export const zSearch = (max = 200) => zString().trim().max(max).optional();

/** A calendar day `YYYY-MM-DD` the database accepts (years 1900 to 2999). */
export const zDay = (
  error: string | ((issue: { input?: unknown }) => string | undefined) = MSG.dateOutOfRange,
) =>
  z.iso.date({ error }).refine((day) => day >= DATE_RANGE.minDay && day <= DATE_RANGE.maxDay, {
    error: MSG.dateOutOfRange,
  });

/** An instant from an ISO date or date-time, within years 1900 to 2999. */
export const zInstant = () =>
  z.coerce
    .date()
    .min(DATE_RANGE.min, { error: MSG.dateOutOfRange })
    .max(DATE_RANGE.max, { error: MSG.dateOutOfRange });

export const zEmail = zString()
  .trim()
  .toLowerCase()
  // An empty field is "required", not "invalid": check presence before the format.
  .pipe(
    z
      .string()
      .min(1, { error: MSG.required })
      .pipe(z.email({ error: MSG.emailInvalid }).max(254)),
  );

export const zPassword = zString().min(6, { error: MSG.passwordTooShort }).max(200);

export const zId = z.uuid();

export const ZError = z.object({
  detail: z.union([
    z.string(),
    z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })),
  ]),
});
