import { z } from "zod";
import { zEmail, zOptionalText, zSearch, zText } from "../common/common.schemas.ts";

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

/**
 * Where the site is (WGS 84) and the radius of its geofence in metres (issue 22): latitude and
 * longitude go together (the service checks the pair), the radius between 10 m and 5 km.
 */
const sitePosition = {
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  geofenceRadius: z.number().int().min(10).max(5000).optional(),
};

/** Site form (spec part 1, section 5): name, type and address required. */
export const ZSiteCreate = z
  .object({
    name: zText(200),
    address: zText(300),
    type: ZSiteType.default("commercial"),
    contactName: zOptionalText(120),
    contactPhone: zOptionalText(40),
    contactEmail: zOptionalEmail,
    ...sitePosition,
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
    ...sitePosition,
  })
  .strict();
export type TSitePatch = z.infer<typeof ZSitePatch>;

export const ZSitesQuery = z.object({
  q: zSearch(),
  type: ZSiteType.optional(),
  status: ZSiteStatus.optional(),
  /** "true": the archived sites only (to restore one); otherwise archived sites are left out. */
  archived: z.enum(["true", "false"]).optional(),
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
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geofenceRadius: z.number().int(),
  camerasCount: z.number().int(),
  /** Every alarm ever raised on the site; `activeAlarmsCount` only those still active. */
  alarmsCount: z.number().int(),
  activeAlarmsCount: z.number().int(),
  /** Set when the site was deleted while it had history: read-only until restored (decision 017). */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSite = z.infer<typeof ZSite>;

/**
 * What deleting a site would do (decision 017): a site without history is erased; one with cameras,
 * alarms, shifts or security reports is archived; one with shifts still to come is refused.
 */
export const ZSiteImpact = z.object({
  outcome: z.enum(["erase", "archive", "blocked"]),
  cameras: z.number().int(),
  alarms: z.number().int(),
  activeAlarms: z.number().int(),
  shifts: z.number().int(),
  futureShifts: z.number().int(),
  securityReports: z.number().int(),
});
export type TSiteImpact = z.infer<typeof ZSiteImpact>;
