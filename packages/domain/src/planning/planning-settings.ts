// Company thresholds for conflict detection. The defaults are the rule set of the collective agreement
// IDCC 1351 (prévention et sécurité) the product is made for, derogations included: 12 h of work per
// post of vigilant presence (instead of the Code's 10 h), 12 h nights and 44 h a week on average for
// night workers (instead of 8 h and 40 h), 46 h a week over 12 weeks; with the Code du travail's own
// 11 h of daily rest (L3131-1), 48 h in one week (L3121-20) and 6 days of work in a row (L3132-1).
// The Code du travail values are one preset away (PLANNING_RULE_PRESETS); a company may change each.
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
  /**
   * A night worker's average work per day worked (L3122-6: 8 h; 12 h under IDCC 1351, whose 12 h
   * nights a security company plans every week: with 8 h each of them was a false alarm).
   */
  maxNightDailyHours: z.number().min(1).max(24).default(12),
  /** A night worker's average weekly work over `averageWeeks` weeks (L3122-7: 40 h; 44 h by agreement). */
  maxNightAverageWeeklyHours: z.number().min(1).max(168).default(44),
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

/** The legal thresholds that differ between the two rule sets; the others are the same in both. */
export type TLegalPreset = Pick<
  TPlanningRules,
  "maxShiftWorkHours" | "maxAverageWeeklyHours" | "maxNightDailyHours" | "maxNightAverageWeeklyHours"
>;

/**
 * One-click rule sets. IDCC 1351 is the default; the Code du travail without agreement has 10 h a day
 * (L3121-18), 44 h a week over 12 weeks (L3121-22), 8 h nights (L3122-6), 40 h for night workers (L3122-7).
 */
export const PLANNING_RULE_PRESETS = {
  idcc1351: {
    maxShiftWorkHours: 12,
    maxAverageWeeklyHours: 46,
    maxNightDailyHours: 12,
    maxNightAverageWeeklyHours: 44,
  },
  codeDuTravail: {
    maxShiftWorkHours: 10,
    maxAverageWeeklyHours: 44,
    maxNightDailyHours: 8,
    maxNightAverageWeeklyHours: 40,
  },
} as const satisfies Record<string, TLegalPreset>;
export type TPlanningRulePreset = keyof typeof PLANNING_RULE_PRESETS;

/** The company's rules with a preset's thresholds; the rest (rest hours, night period...) is kept. */
export function withPreset(rules: TPlanningRules, preset: TPlanningRulePreset): TPlanningRules {
  return { ...rules, ...PLANNING_RULE_PRESETS[preset] };
}

/** The preset the rules match exactly, if any (to show which one is in force). */
export function presetOf(rules: TPlanningRules): TPlanningRulePreset | null {
  const names = Object.keys(PLANNING_RULE_PRESETS) as TPlanningRulePreset[];
  return (
    names.find((name) =>
      Object.entries(PLANNING_RULE_PRESETS[name]).every(
        ([key, value]) => rules[key as keyof TLegalPreset] === value,
      ),
    ) ?? null
  );
}

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
