import type { TShiftHours } from "./hours-split.ts";

// Payroll hours with the timesheets (issue 22): a day whose worked minutes a manager validated is paid
// on them, the night/Sunday/holiday split of its planned shifts scaled to the validated total; a day
// without validation keeps its planned hours. The answer says which: all validated, none, or mixed.

export const HOURS_SOURCES = ["validated", "planned", "mixed"] as const;
export type THoursSource = (typeof HOURS_SOURCES)[number];

const hundredths = (n: number) => Math.round(n * 100) / 100;

export function mergeValidatedHours({
  planned,
  validated,
}: {
  /** Planned hours per local day of the month. */
  planned: ReadonlyMap<string, TShiftHours>;
  /** Validated worked minutes per local day of the month. */
  validated: ReadonlyMap<string, number>;
}): TShiftHours & { hours_source: THoursSource; days: string[] } {
  const sum: TShiftHours = { heures: 0, heuresNuit: 0, heuresDimanche: 0, heuresFerie: 0 };
  const dates = new Set([...planned.keys(), ...validated.keys()]);
  let validatedDays = 0;
  let countedDays = 0;
  const worked: string[] = [];
  for (const date of dates) {
    const plan = planned.get(date) ?? { heures: 0, heuresNuit: 0, heuresDimanche: 0, heuresFerie: 0 };
    const minutes = validated.get(date);
    if (minutes === undefined && plan.heures <= 0) continue;
    countedDays += 1;
    let day = plan;
    if (minutes !== undefined) {
      validatedDays += 1;
      const hours = minutes / 60;
      const factor = plan.heures > 0 ? hours / plan.heures : 0;
      day =
        plan.heures > 0
          ? {
              heures: hours,
              heuresNuit: plan.heuresNuit * factor,
              heuresDimanche: plan.heuresDimanche * factor,
              heuresFerie: plan.heuresFerie * factor,
            }
          : { heures: hours, heuresNuit: 0, heuresDimanche: 0, heuresFerie: 0 };
    }
    if (day.heures > 0) worked.push(date);
    sum.heures += day.heures;
    sum.heuresNuit += day.heuresNuit;
    sum.heuresDimanche += day.heuresDimanche;
    sum.heuresFerie += day.heuresFerie;
  }
  const hours_source: THoursSource =
    validatedDays === 0 ? "planned" : validatedDays === countedDays ? "validated" : "mixed";
  return {
    heures: hundredths(sum.heures),
    heuresNuit: hundredths(sum.heuresNuit),
    heuresDimanche: hundredths(sum.heuresDimanche),
    heuresFerie: hundredths(sum.heuresFerie),
    hours_source,
    days: worked.sort(),
  };
}
