// Agents (spec part 2, sections 3 and 5). camelCase like the other directory areas; the agents screen
// posts `assignedSiteId`. Status values are the spec's own words; filters accept them in lower case.
import { z } from "zod";
import { zEmail, zOptionalText, zText } from "../common/common.schemas.ts";
import { fillMessage, MSG_OPS } from "../common/messages.ts";
import type { TSubscription } from "../companies/companies.schemas.ts";
import { SUBSCRIPTION_LIMITS } from "../companies/subscription.rules.ts";
import { isoToDay } from "../planning/zone-clock.ts";

export const MSG_AGENTS = {
  agentLimit:
    "Limite d'agents atteinte pour l'abonnement {plan} ({n} agents). Passez à l'offre supérieure pour en ajouter.",
  badgeTaken: "Ce numéro de badge est déjà attribué à un autre agent",
  userInvalid: "Compte utilisateur introuvable ou sans le rôle agent",
  userTaken: "Ce compte utilisateur est déjà lié à un autre agent",
  cardNumberInvalid:
    "Numéro de carte professionnelle invalide (format CAR-075-2027-03-12-20261234567 attendu)",
  photoInvalid: "Photo invalide : URL http(s) ou image data:image/... attendue",
  dateInvalid: "Date invalide (format AAAA-MM-JJ attendu)",
  addFailed: "Impossible d'ajouter l'agent",
} as const;

export const AGENT_STATUSES = ["Actif", "Repos", "En congé", "Indisponible"] as const;
export const ZAgentStatus = z.enum(AGENT_STATUSES);
export type TAgentStatus = z.infer<typeof ZAgentStatus>;

export const AGENT_LEVELS = ["junior", "senior", "expert"] as const;
export const ZAgentLevel = z.enum(AGENT_LEVELS);
export type TAgentLevel = z.infer<typeof ZAgentLevel>;
export const AGENT_LEVEL_LABELS: Record<TAgentLevel, string> = {
  junior: "Junior",
  senior: "Senior",
  expert: "Expert",
};

export const AGENT_SPECIALITIES = [
  "Surveillance",
  "Intervention",
  "Cynophile",
  "Incendie",
  "Accueil",
  "Rondier",
] as const;
export const ZAgentSpeciality = z.enum(AGENT_SPECIALITIES);

/** Suggested qualifications; any other text is accepted (conflict rules normalise spellings). */
export const AGENT_CERTIFICATIONS = [
  "SSIAP 1",
  "SSIAP 2",
  "SSIAP 3",
  "SST",
  "CQP APS",
  "Maître-chien",
] as const;

const zDate = z
  .string({ error: MSG_AGENTS.dateInvalid })
  .refine((value) => isoToDay({ date: value }) !== null, { error: MSG_AGENTS.dateInvalid });

/** CNAPS card numbers: CAR-<department>-<expiry yyyy-mm-dd>-<11 digits>. */
const zCardNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^CAR-\d{3}-\d{4}-\d{2}-\d{2}-\d{11}$/, { error: MSG_AGENTS.cardNumberInvalid });

// A small avatar inline (the form may send a data URL) or a link; bounded so rows stay small.
const zPhoto = z
  .string()
  .trim()
  .max(400_000)
  .refine((value) => /^(https?:\/\/|data:image\/(png|jpeg|webp|gif);base64,)/.test(value), {
    error: MSG_AGENTS.photoInvalid,
  });

const zCertifications = z.array(z.string().trim().min(1).max(60)).max(30);

const agentFields = {
  name: zText(120),
  badge: zText(40),
  phone: zText(40),
  email: zEmail,
  speciality: ZAgentSpeciality,
  level: ZAgentLevel,
  hireDate: zDate,
  assignedSiteId: z.uuid().nullish(),
  status: ZAgentStatus,
  photo: z.union([z.literal(""), z.null(), zPhoto]),
  certifications: zCertifications,
  professionalCardNumber: z.union([z.literal(""), z.null(), zCardNumber]),
  professionalCardExpiry: z.union([z.literal(""), z.null(), zDate]),
  /** A user of the same company with role agent; null unlinks. */
  userId: z.uuid().nullish(),
};

/** Agent form (section 5): defaults Surveillance, junior, hire date today (set by the server). */
export const ZAgentCreate = z
  .object({
    ...agentFields,
    speciality: agentFields.speciality.default("Surveillance"),
    level: agentFields.level.default("junior"),
    hireDate: agentFields.hireDate.optional(),
    status: agentFields.status.default("Actif"),
    photo: agentFields.photo.optional(),
    certifications: agentFields.certifications.default([]),
    professionalCardNumber: agentFields.professionalCardNumber.optional(),
    professionalCardExpiry: agentFields.professionalCardExpiry.optional(),
  })
  .strict();
export type TAgentCreate = z.infer<typeof ZAgentCreate>;

export const ZAgentPatch = z
  .object({
    name: agentFields.name.optional(),
    badge: agentFields.badge.optional(),
    phone: agentFields.phone.optional(),
    email: agentFields.email.optional(),
    speciality: agentFields.speciality.optional(),
    level: agentFields.level.optional(),
    hireDate: agentFields.hireDate.optional(),
    assignedSiteId: agentFields.assignedSiteId,
    status: agentFields.status.optional(),
    photo: agentFields.photo.optional(),
    certifications: agentFields.certifications.optional(),
    professionalCardNumber: agentFields.professionalCardNumber.optional(),
    professionalCardExpiry: agentFields.professionalCardExpiry.optional(),
    userId: agentFields.userId,
  })
  .strict();
export type TAgentPatch = z.infer<typeof ZAgentPatch>;

/** `status` also accepts the filter's lower-case words ("en congé"); `q` searches name, badge, e-mail. */
export const ZAgentsQuery = z.object({
  q: zOptionalText(120).optional(),
  status: z
    .string()
    .trim()
    .transform((value, ctx) => {
      const found = AGENT_STATUSES.find((s) => s.toLowerCase() === value.toLowerCase());
      if (!found) {
        ctx.addIssue({ code: "custom", message: `Statut inconnu : ${AGENT_STATUSES.join(", ")}` });
        return z.NEVER;
      }
      return found;
    })
    .optional(),
  siteId: z.uuid().optional(),
  level: ZAgentLevel.optional(),
  speciality: ZAgentSpeciality.optional(),
});

export const ZAgent = z.object({
  id: z.string(),
  name: z.string(),
  badge: z.string(),
  /** Personal data (phone, e-mail, professional card): null for a reader who may not see it (decision 015). */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  speciality: z.string(),
  level: ZAgentLevel,
  hireDate: z.string(),
  assignedSiteId: z.string().nullable(),
  /** Name of the assigned site (the agents tab's "currentSite"), null when unassigned. */
  currentSite: z.string().nullable(),
  status: ZAgentStatus,
  photo: z.string().nullable(),
  certifications: z.array(z.string()),
  professionalCardNumber: z.string().nullable(),
  professionalCardExpiry: z.string().nullable(),
  userId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAgent = z.infer<typeof ZAgent>;

export const ZCalendarLink = z.object({
  /** Full https link to the .ics feed; null when a link exists but was issued earlier (only its hash is kept). */
  url: z.string().nullable(),
  /** True when the agent has a working link. */
  active: z.boolean(),
  created_at: z.string().nullable(),
});
export type TCalendarLink = z.infer<typeof ZCalendarLink>;

const PLAN_LABELS: Record<TSubscription, string> = { basic: "Basic", pro: "Pro", enterprise: "Enterprise" };

/** The 409 detail shown when a plan's agent limit is reached; null when the plan is unlimited. */
export function agentLimitMessage(subscription: TSubscription): string | null {
  const limit = SUBSCRIPTION_LIMITS[subscription].agents;
  if (limit === null) return null;
  return fillMessage(MSG_AGENTS.agentLimit, { plan: PLAN_LABELS[subscription], n: limit });
}

export const UNAVAILABILITY_KINDS = ["leave", "unavailable"] as const;
export const ZUnavailabilityKind = z.enum(UNAVAILABILITY_KINDS);
export const UNAVAILABILITY_KIND_LABELS: Record<z.infer<typeof ZUnavailabilityKind>, string> = {
  leave: "Congé",
  unavailable: "Indisponibilité",
};

/** A leave or unavailability period: whole local days, both included. */
export const ZUnavailabilityCreate = z
  .object({
    kind: ZUnavailabilityKind.default("leave"),
    startDate: zDate,
    endDate: zDate,
    reason: zOptionalText(300).optional(),
  })
  .strict()
  .refine((period) => period.startDate <= period.endDate, {
    error: MSG_OPS.dateRangeInvalid,
    path: ["endDate"],
  });
export type TUnavailabilityCreate = z.infer<typeof ZUnavailabilityCreate>;

export const ZUnavailabilityPeriod = z.object({
  id: z.string(),
  agentId: z.string(),
  kind: ZUnavailabilityKind,
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TUnavailabilityPeriod = z.infer<typeof ZUnavailabilityPeriod>;
