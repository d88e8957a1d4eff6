// Planning API (spec part 2, sections 3, 4, 5 and 7). Field names are snake_case, exactly as the spec's
// client sends and reads them: a shift is a local `shift_date` plus "HH:mm" times in the company's time
// zone, an end time earlier than (or equal to) the start meaning the shift ends the next day.
import { z } from "zod";
import { MSG_OPS } from "../common/messages.ts";
import { isoToDay } from "./zone-clock.ts";

export const PLANNING_MSG = {
  requiredFields: "Veuillez remplir tous les champs requis",
  templateName: "Veuillez entrer un nom pour le gabarit",
  timeInvalid: "Heure invalide (format HH:mm attendu)",
  dateInvalid: "Date invalide (format AAAA-MM-JJ attendu)",
  colorInvalid: "Couleur invalide (format #RRGGBB attendu)",
  sameTimes: "L'heure de fin doit être différente de l'heure de début",
  detectFailed: "Impossible de détecter les conflits",
  createFailed: "Impossible de créer la plage",
  templateFailed: "Impossible de créer le gabarit",
  deleteFailed: "Impossible de supprimer la plage",
  deleteConfirm: "Supprimer cette plage ?",
} as const;

export const zLocalDate = z
  .string({ error: PLANNING_MSG.requiredFields })
  .refine((value) => isoToDay({ date: value }) !== null, { error: PLANNING_MSG.dateInvalid });

export const zLocalTime = z
  .string({ error: PLANNING_MSG.requiredFields })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: PLANNING_MSG.timeInvalid });

/** Spec section 4. */
export const SHIFT_STATUSES = ["scheduled", "in_progress", "completed", "cancelled"] as const;
export const ZShiftStatus = z.enum(SHIFT_STATUSES);
export type TShiftStatus = z.infer<typeof ZShiftStatus>;
export const SHIFT_STATUS_LABELS: Record<TShiftStatus, string> = {
  scheduled: "Planifié",
  in_progress: "En cours",
  completed: "Terminé",
  cancelled: "Annulé",
};

// One shifts table serves both screens: the planning screens use regular/overtime/training/on_call
// (section 4), the agents screen's "Nouvelle garde" uses day/night/morning/afternoon/custom (section 5).
export const PLANNING_SHIFT_TYPES = ["regular", "overtime", "training", "on_call"] as const;
export const GUARD_SHIFT_TYPES = ["day", "night", "morning", "afternoon", "custom"] as const;
export const SHIFT_TYPES = [...PLANNING_SHIFT_TYPES, ...GUARD_SHIFT_TYPES] as const;
export const ZShiftType = z.enum(SHIFT_TYPES);
export type TShiftType = z.infer<typeof ZShiftType>;
export const SHIFT_TYPE_LABELS: Record<TShiftType, string> = {
  regular: "Régulière",
  overtime: "Heure sup",
  training: "Formation",
  on_call: "Astreinte",
  day: "Jour",
  night: "Nuit",
  morning: "Matin",
  afternoon: "Après-midi",
  custom: "Personnalisé",
};

/** Default hours of the agents screen's shift types (spec section 5); "custom" has none. */
export const GUARD_SHIFT_DEFAULT_TIMES: Record<
  Exclude<(typeof GUARD_SHIFT_TYPES)[number], "custom">,
  {
    start_time: string;
    end_time: string;
  }
> = {
  day: { start_time: "06:00", end_time: "18:00" },
  night: { start_time: "18:00", end_time: "06:00" },
  morning: { start_time: "06:00", end_time: "14:00" },
  afternoon: { start_time: "14:00", end_time: "22:00" },
};

/** Spec section 9: the break deducted from a shift's duration when none is given. */
export const DEFAULT_BREAK_MINUTES = 30;

const zBreakMinutes = z.number().int().min(0).max(720);

export const ZShift = z.object({
  id: z.string(),
  agent_id: z.string(),
  agent_name: z.string().nullable(),
  site_id: z.string(),
  site_name: z.string().nullable(),
  shift_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  shift_type: ZShiftType,
  status: ZShiftStatus,
  /** Elapsed hours between start and end (DST-aware), and the same minus the break. */
  duration_hours: z.number(),
  actual_work_hours: z.number(),
  break_minutes: z.number().int(),
  notes: z.string().nullable(),
  /** The post held on the site ('Accueil', 'Ronde'...), issue 22: post orders target it. */
  post: z.string().nullable(),
});
export type TShift = z.infer<typeof ZShift>;

/** A shift's post: optional text, empty meaning none (the server stores null). */
export const zPost = z.string().trim().max(80).nullish();

/** POST /api/planning-advanced/shifts. Names and durations sent by the client are recomputed server-side. */
export const ZShiftCreate = z
  .object({
    agent_id: z
      .string({ error: PLANNING_MSG.requiredFields })
      .trim()
      .min(1, { error: PLANNING_MSG.requiredFields }),
    site_id: z
      .string({ error: PLANNING_MSG.requiredFields })
      .trim()
      .min(1, { error: PLANNING_MSG.requiredFields }),
    shift_date: zLocalDate,
    start_time: zLocalTime.default("08:00"),
    end_time: zLocalTime.default("16:00"),
    shift_type: ZShiftType.default("regular"),
    status: ZShiftStatus.default("scheduled"),
    break_minutes: zBreakMinutes.optional(),
    agent_name: z.string().nullish(),
    site_name: z.string().nullish(),
    duration_hours: z.number().nullish(),
    actual_work_hours: z.number().nullish(),
    notes: z.string().trim().max(2000).nullish(),
    post: zPost,
  })
  .refine((shift) => shift.start_time !== shift.end_time, {
    error: PLANNING_MSG.sameTimes,
    path: ["end_time"],
  });
export type TShiftCreate = z.infer<typeof ZShiftCreate>;

/** GET /api/planning-advanced/shifts and POST .../conflicts/detect: an inclusive range of local dates. */
export const ZPlanningRangeQuery = z
  .object({ start_date: zLocalDate, end_date: zLocalDate })
  .refine((range) => range.start_date <= range.end_date, {
    error: MSG_OPS.dateRangeInvalid,
    path: ["end_date"],
  });
export type TPlanningRangeQuery = z.infer<typeof ZPlanningRangeQuery>;

export const ZShiftTemplate = z.object({
  id: z.string(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_hours: z.number(),
  color: z.string(),
  paid_break_minutes: z.number().int(),
  unpaid_break_minutes: z.number().int(),
  shift_type: ZShiftType,
});
export type TShiftTemplate = z.infer<typeof ZShiftTemplate>;

/** POST /api/planning-advanced/templates/shifts, with the spec's defaults (section 5). */
export const ZShiftTemplateCreate = z
  .object({
    name: z
      .string({ error: PLANNING_MSG.templateName })
      .trim()
      .min(1, { error: PLANNING_MSG.templateName })
      .max(100),
    start_time: zLocalTime.default("08:00"),
    end_time: zLocalTime.default("16:00"),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: PLANNING_MSG.colorInvalid })
      .default("#3B82F6"),
    paid_break_minutes: zBreakMinutes.default(30),
    unpaid_break_minutes: zBreakMinutes.default(0),
    shift_type: ZShiftType.default("regular"),
    duration_hours: z.number().nullish(),
  })
  .refine((template) => template.start_time !== template.end_time, {
    error: PLANNING_MSG.sameTimes,
    path: ["end_time"],
  });
export type TShiftTemplateCreate = z.infer<typeof ZShiftTemplateCreate>;

/** Spec section 4: critical (red), error (orange), warning (yellow), info (blue). */
export const CONFLICT_SEVERITIES = ["critical", "error", "warning", "info"] as const;
export const ZConflictSeverity = z.enum(CONFLICT_SEVERITIES);
export type TConflictSeverity = z.infer<typeof ZConflictSeverity>;
export const CONFLICT_SEVERITY_LABELS: Record<TConflictSeverity, string> = {
  critical: "Critique",
  error: "Erreur",
  warning: "Avertissement",
  info: "Information",
};

export const CONFLICT_TYPES = [
  "overlap",
  "insufficient_rest",
  "shift_too_long",
  "weekly_hours_exceeded",
  "too_many_consecutive_days",
  "agent_unavailable",
  "missing_certification",
  "professional_card_expired",
  "inactive_site",
  "weekly_rest_insufficient",
  "average_weekly_hours_exceeded",
  "night_daily_hours_exceeded",
  "night_weekly_hours_exceeded",
] as const;
export const ZConflictType = z.enum(CONFLICT_TYPES);
export type TConflictType = z.infer<typeof ZConflictType>;
export const CONFLICT_TYPE_LABELS: Record<TConflictType, string> = {
  overlap: "Chevauchement de gardes",
  insufficient_rest: "Repos quotidien insuffisant",
  shift_too_long: "Garde trop longue",
  weekly_hours_exceeded: "Durée hebdomadaire dépassée",
  too_many_consecutive_days: "Trop de jours consécutifs",
  agent_unavailable: "Agent en congé ou indisponible",
  missing_certification: "Qualification manquante",
  professional_card_expired: "Carte professionnelle expirée",
  inactive_site: "Site inactif",
  weekly_rest_insufficient: "Repos hebdomadaire insuffisant",
  average_weekly_hours_exceeded: "Moyenne hebdomadaire sur 12 semaines dépassée",
  night_daily_hours_exceeded: "Travail de nuit : durée quotidienne dépassée",
  night_weekly_hours_exceeded: "Travail de nuit : moyenne hebdomadaire dépassée",
};

/** Spec: conflict_type, severity, description, suggestion; the rest lets screens point at the shifts. */
export const ZConflict = z.object({
  /** Stable key (type, agent, shifts or period): the same plan always yields the same ids. */
  id: z.string(),
  conflict_type: ZConflictType,
  severity: ZConflictSeverity,
  description: z.string(),
  suggestion: z.string().optional(),
  agent_id: z.string(),
  agent_name: z.string(),
  shift_ids: z.array(z.string()),
  site_id: z.string().optional(),
  /** Local date the conflict starts on; `end_date` closes a period (a week, a run of days). */
  date: z.string(),
  end_date: z.string().optional(),
});
export type TConflict = z.infer<typeof ZConflict>;

export const ZConflictDetectResponse = z.object({
  conflicts: z.array(ZConflict),
  total_conflicts: z.number().int(),
});
export type TConflictDetectResponse = z.infer<typeof ZConflictDetectResponse>;
