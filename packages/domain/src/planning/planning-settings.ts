// Company thresholds for conflict detection. Defaults follow the Code du travail and the collective
// agreement 1351 (prévention et sécurité): 11 h of daily rest (L3131-1), 12 h of work per shift (the
// agreement's derogation to the 10 h daily maximum), 48 h in one week (L3121-20), no more than 6 days
// of work in a row (L3132-1, weekly rest). A company may tighten or relax them in its settings.
import { z } from "zod";

export const ZPlanningRules = z.object({
  minRestHours: z.number().min(0).max(24).default(11),
  maxShiftWorkHours: z.number().min(1).max(24).default(12),
  maxWeeklyHours: z.number().min(1).max(168).default(48),
  /** A run of working days longer than this is a conflict: with 6, the 7th day in a row is. */
  maxConsecutiveDays: z.number().int().min(1).max(31).default(6),
  /** Deducted from a shift's duration when the shift carries no break of its own (spec: 0.5 h). */
  defaultBreakMinutes: z.number().int().min(0).max(720).default(30),
});
export type TPlanningRules = z.infer<typeof ZPlanningRules>;

export const DEFAULT_PLANNING_RULES: TPlanningRules = ZPlanningRules.parse({});

export const PLANNING_RULE_LABELS: Record<keyof TPlanningRules, string> = {
  minRestHours: "Repos minimal entre deux gardes (heures)",
  maxShiftWorkHours: "Durée de travail maximale d'une garde (heures)",
  maxWeeklyHours: "Durée de travail maximale par semaine (heures)",
  maxConsecutiveDays: "Nombre maximal de jours travaillés consécutifs",
  defaultBreakMinutes: "Pause déduite par défaut (minutes)",
};
