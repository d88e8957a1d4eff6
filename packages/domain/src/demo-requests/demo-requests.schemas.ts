import { z } from "zod";
import { zEmail, zOptionalText, zText } from "../common/common.schemas.ts";

export const SITE_RANGES = ["1-10", "11-50", "51-100", "100+"] as const;

/** The landing page's 'Demander une démonstration' form. */
export const ZDemoRequestInput = z.object({
  firstName: zText(80),
  lastName: zText(80),
  email: zEmail,
  phone: zText(40).regex(/^[+()\d\s.-]{6,40}$/, { error: "Numéro de téléphone invalide" }),
  company: zText(200),
  sites: z.enum(SITE_RANGES, { error: "Choisissez un nombre de sites" }),
  message: zOptionalText(2000),
});
export type TDemoRequestInput = z.infer<typeof ZDemoRequestInput>;

export const ZDemoRequest = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  sites: z.enum(SITE_RANGES),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type TDemoRequest = z.infer<typeof ZDemoRequest>;
