import { z } from "zod";
import { zEmail, zOptionalText, zSearch, zString, zText } from "../common/common.schemas.ts";
import { siretValid } from "../companies/company-legal.ts";
import { MSG_CLIENTS } from "./clients.messages.ts";
import { normaliseIdentifier, sirenValid } from "./clients.rules.ts";

// Clients (donneurs d'ordre, issue 25): the customer who orders the guarding of one or more sites.

const optionalIdentifier = (valid: (v: string) => boolean, error: string) =>
  zString()
    .transform(normaliseIdentifier)
    .refine((v) => v === "" || valid(v), { error })
    .nullish()
    .transform((v) => (v ? v : null));

const zSiren = optionalIdentifier(sirenValid, MSG_CLIENTS.sirenInvalid);
const zSiret = optionalIdentifier(siretValid, MSG_CLIENTS.siretInvalid);

/** A person to call or write to at the client; `summary` is the scheduled e-mail summary they get. */
export const CLIENT_SUMMARIES = ["none", "weekly", "monthly"] as const;
export const ZClientContact = z
  .object({
    name: zText(120),
    role: zOptionalText(120),
    phone: zOptionalText(40),
    email: z
      .union([z.literal(""), z.null(), zEmail])
      .optional()
      .transform((v) => (v ? v : null)),
    summary: z.enum(CLIENT_SUMMARIES).default("none"),
  })
  .strict();
export type TClientContact = z.output<typeof ZClientContact>;

const fields = {
  name: zText(200),
  siren: zSiren,
  siret: zSiret,
  vatNumber: zOptionalText(20),
  billingAddress: zOptionalText(300),
  contacts: z.array(ZClientContact).max(20).default([]),
  notes: zOptionalText(2000),
};

export const ZClientCreate = z.object(fields).strict();
export type TClientCreate = z.output<typeof ZClientCreate>;

export const ZClientPatch = z
  .object({
    name: fields.name.optional(),
    siren: zSiren.optional(),
    siret: zSiret.optional(),
    vatNumber: fields.vatNumber.optional(),
    billingAddress: fields.billingAddress.optional(),
    contacts: z.array(ZClientContact).max(20).optional(),
    notes: fields.notes.optional(),
  })
  .strict();
export type TClientPatch = z.output<typeof ZClientPatch>;

export const ZClientsQuery = z.object({
  q: zSearch(),
  archived: z.enum(["true", "false"]).optional(),
});

/** A site as the client list shows it: enough to recognise it. */
export const ZClientSite = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  status: z.enum(["active", "inactive"]),
});

export const ZClient = z.object({
  id: z.string(),
  name: z.string(),
  siren: z.string().nullable(),
  siret: z.string().nullable(),
  vatNumber: z.string().nullable(),
  billingAddress: z.string().nullable(),
  contacts: z.array(
    z.object({
      name: z.string(),
      role: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      summary: z.enum(CLIENT_SUMMARIES),
    }),
  ),
  notes: z.string().nullable(),
  sites: z.array(ZClientSite),
  /** Figures of the list: active sites, and alarms still active on the client's sites. */
  activeSitesCount: z.number().int(),
  activeAlarmsCount: z.number().int(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TClient = z.infer<typeof ZClient>;

/** Attach existing sites to the client (each site belongs to at most one client). */
export const ZClientSites = z.object({ siteIds: z.array(z.uuid()).min(1).max(500) }).strict();

/**
 * What the portal shows a client, per kind of record (decision 102): `hidden`, `published`, or for
 * incidents `approved` (each one only once a manager has approved it). The service delivered (planned
 * and clocked hours) is always shown: it is what the client pays for.
 */
export const PUBLISHED_KINDS = ["tours", "incidents", "logbook", "alarms", "reports"] as const;
export type TPublishedKind = (typeof PUBLISHED_KINDS)[number];
export const ZPublicationLevel = z.enum(["hidden", "published", "approved"]);
export type TPublicationLevel = z.infer<typeof ZPublicationLevel>;

export const ZPublication = z
  .object({
    tours: z.enum(["hidden", "published"]),
    incidents: ZPublicationLevel,
    logbook: z.enum(["hidden", "published"]),
    alarms: z.enum(["hidden", "published"]),
    reports: z.enum(["hidden", "published"]),
  })
  .strict();
export type TPublication = z.infer<typeof ZPublication>;
export const ZPublicationPatch = ZPublication.partial().strict();

/** A new client's portal: its reports and tours, incidents once approved; alarms and logbook kept in. */
export const DEFAULT_PUBLICATION: TPublication = {
  tours: "published",
  incidents: "approved",
  logbook: "hidden",
  alarms: "hidden",
  reports: "published",
};

/** The stored setting read over the defaults (a kind added later starts at its default). */
export function publicationOf(stored: Record<string, unknown> | null | undefined): TPublication {
  const parsed = ZPublicationPatch.safeParse(stored ?? {});
  return { ...DEFAULT_PUBLICATION, ...(parsed.success ? parsed.data : {}) };
}

/** Invite a client user: the client's sites he sees (empty: all of them, also those attached later). */
export const ZClientUserInvite = z
  .object({
    name: zText(120),
    email: zEmail,
    siteIds: z.array(z.uuid()).max(500).default([]),
  })
  .strict();
export type TClientUserInvite = z.output<typeof ZClientUserInvite>;

export const ZClientUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  /** Empty: every site of the client. */
  siteIds: z.array(z.string()),
  invitationPending: z.boolean(),
});
export type TClientUser = z.infer<typeof ZClientUser>;
