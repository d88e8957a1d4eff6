import { z } from "zod";
import { MSG } from "./messages.ts";

/** A trimmed, non-empty string; `max` keeps rows and documents bounded. */
export const zText = (max = 200) =>
  z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(max);

/** Optional free text: empty strings become null so the database never stores "". */
export const zOptionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const zEmail = z
  .string({ error: MSG.required })
  .trim()
  .toLowerCase()
  // An empty field is "required", not "invalid": check presence before the format.
  .pipe(
    z
      .string()
      .min(1, { error: MSG.required })
      .pipe(z.email({ error: MSG.emailInvalid }).max(254)),
  );

export const zPassword = z.string({ error: MSG.required }).min(6, { error: MSG.passwordTooShort }).max(200);

export const zId = z.uuid();

export const ZError = z.object({
  detail: z.union([
    z.string(),
    z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })),
  ]),
});
