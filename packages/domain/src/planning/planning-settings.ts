// Company thresholds for conflict detection. Defaults follow the Code du travail and the collective
// agreement 1351 (prévention et sécurité): 11 h of daily rest (L3131-1), 12 h of work per shift (the
// agreement's derogation to the 10 h daily maximum), 48 h in one week (L3121-20), no more than 6 days
// of work in a row (L3132-1, weekly rest). A company may tighten or relax them in its settings.
import { z } from "zod";

const zHourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const ZPlanningRules = z.object({
  minRestHours: z.number().min(0).max(24).default(11),
  maxShiftWorkHours: z.number().min(1).max(24).default(12),
  maxWeeklyHours: z.number().min(1).max(168).default(48),
  /** A run of working days longer than this is a conflict: with 6, the 7th day in a row is. */
  maxConsecutiveDays: z.number().int().min(1).max(31).default(6),
  /** Deducted from a shift's duration when the shift carries no break of its own (spec: 0.5 h). */
  defaultBreakMinutes: z.number().int().min(0).max(720).default(30),
  /** Weekly rest (L3132-2): 24 h in a row plus the 11 h of daily rest, uninterrupted, in every week. */
  minWeeklyRestHours: z.number().min(24).max(72).default(35),
  /** Average weekly work over `averageWeeks` consecutive weeks (L3121-22: 44 h, 46 h by agreement). */
  maxAverageWeeklyHours: z.number().min(1).max(168).default(46),
  averageWeeks: z.number().int().min(1).max(52).default(12),
  /** Night period (L3122-2/L3122-20): a 9 h span including midnight-05:00; by default 21:00-06:00. */
  nightStart: zHourMinute.default("21:00"),
  nightEnd: zHourMinute.default("06:00"),
  /** Night worker (L3122-5): at least this many night hours in a shift, that many times in one week... */
  nightWorkerMinNightHours: z.number().min(0.5).max(12).default(3),
  nightWorkerMinShiftsPerWeek: z.number().int().min(1).max(7).default(2),
  /** ...or at least this many night hours over the period planned (L3122-23: 270 h in 12 months). */
  nightWorkerYearlyNightHours: z.number().min(1).max(2000).default(270),
  /** A night worker's average work per day worked (L3122-6: 8 h; up to 12 h by agreement). */
  maxNightDailyHours: z.number().min(1).max(24).default(8),
  /** A night worker's average weekly work over `averageWeeks` weeks (L3122-7: 40 h; 44 h by agreement). */
  maxNightAverageWeeklyHours: z.number().min(1).max(168).default(40),
  /**
   * Severities of the conflicts a shift change may not create (decision 040): the API answers 409 with
   * the list unless an administrator or manager overrides with a reason. Critical by default: overlap,
   * leave, expired professional card.
   */
  blockingSeverities: z
    .array(z.enum(["critical", "error", "warning", "info"]))
    .max(4)
    .default(["critical"]),
});
export type TPlanningRules = z.infer<typeof ZPlanningRules>;

export const DEFAULT_PLANNING_RULES: TPlanningRules = ZPlanningRules.parse({});

export const PLANNING_RULE_LABELS: Record<keyof TPlanningRules, string> = {
  minRestHours: "Repos minimal entre deux gardes (heures)",
  maxShiftWorkHours: "Durée de travail maximale d'une garde (heures)",
  maxWeeklyHours: "Durée de travail maximale par semaine (heures)",
  maxConsecutiveDays: "Nombre maximal de jours travaillés consécutifs",
  defaultBreakMinutes: "Pause déduite par défaut (minutes)",
  minWeeklyRestHours: "Repos hebdomadaire minimal consécutif (heures)",
  maxAverageWeeklyHours: "Durée hebdomadaire moyenne maximale (heures)",
  averageWeeks: "Nombre de semaines consécutives de la moyenne",
  nightStart: "Début de la période de nuit",
  nightEnd: "Fin de la période de nuit",
  nightWorkerMinNightHours: "Travailleur de nuit : heures de nuit minimales par garde",
  nightWorkerMinShiftsPerWeek: "Travailleur de nuit : gardes de nuit minimales par semaine",
  nightWorkerYearlyNightHours: "Travailleur de nuit : heures de nuit sur la période (12 mois)",
  maxNightDailyHours: "Travailleur de nuit : durée quotidienne moyenne maximale (heures)",
  maxNightAverageWeeklyHours: "Travailleur de nuit : durée hebdomadaire moyenne maximale (heures)",
  blockingSeverities: "Gravités de conflit qui bloquent l'enregistrement",
};
