import { z } from "zod";
import { zEmail, zOptionalText, zText } from "../common/common.schemas.ts";

export const SITE_TYPES = ["commercial", "industriel", "residentiel", "public"] as const;
export const ZSiteType = z.enum(SITE_TYPES);
export type TSiteType = z.infer<typeof ZSiteType>;

export const SITE_TYPE_LABELS: Record<TSiteType, string> = {
  commercial: "Commercial",
  industriel: "Industriel",
  residentiel: "Résidentiel",
  public: "Public",
};

export const SITE_STATUSES = ["active", "inactive"] as const;
export const ZSiteStatus = z.enum(SITE_STATUSES);
export type TSiteStatus = z.infer<typeof ZSiteStatus>;

/** An optional e-mail: "" and null mean none. */
const zOptionalEmail = z
  .union([z.literal(""), z.null(), zEmail])
  .optional()
  .transform((value) => (value ? value : null));

/** Site form (spec part 1, section 5): name, type and address required. */
export const ZSiteCreate = z
  .object({
    name: zText(200),
    address: zText(300),
    type: ZSiteType.default("commercial"),
    contactName: zOptionalText(120),
    contactPhone: zOptionalText(40),
    contactEmail: zOptionalEmail,
  })
  .strict();
export type TSiteCreate = z.infer<typeof ZSiteCreate>;

export const ZSitePatch = z
  .object({
    name: zText(200).optional(),
    address: zText(300).optional(),
    type: ZSiteType.optional(),
    contactName: zOptionalText(120).optional(),
    contactPhone: zOptionalText(40).optional(),
    contactEmail: zOptionalEmail.optional(),
    status: ZSiteStatus.optional(),
  })
  .strict();
export type TSitePatch = z.infer<typeof ZSitePatch>;

export const ZSitesQuery = z.object({
  q: z.string().trim().max(200).optional(),
  type: ZSiteType.optional(),
  status: ZSiteStatus.optional(),
});

export const ZSite = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  type: ZSiteType,
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  status: ZSiteStatus,
  camerasCount: z.number().int(),
  /** Every alarm ever raised on the site; `activeAlarmsCount` only those still active. */
  alarmsCount: z.number().int(),
  activeAlarmsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSite = z.infer<typeof ZSite>;
