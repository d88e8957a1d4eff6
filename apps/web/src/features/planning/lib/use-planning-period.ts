import { addMonths, addWeeks, format, isSameMonth, isWithinInterval, startOfDay } from "date-fns";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { dateLocale } from "@/lib/date-locale";
import { monthRange, monthWeeks, toIsoDate, weekDays, weekRange } from "./planning-dates.ts";

export type ViewMode = "week" | "month";

/**
 * The period 'Planning Avancé' shows: a week or a month around an anchor day, its label, the step back
 * and forth, and the proposed date of a new shift (today when it is on screen, else the first day shown).
 */
export function usePlanningPeriod() {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const [anchor, setAnchor] = useState(() => startOfDay(new Date()));
  const [mode, setMode] = useState<ViewMode>("week");
  const days = useMemo(() => weekDays(anchor), [anchor]);
  const weeks = useMemo(() => monthWeeks(anchor), [anchor]);
  const range = mode === "week" ? weekRange(anchor) : monthRange(anchor);

  const first = days[0] as Date;
  const last = days[6] as Date;
  const label =
    mode === "week"
      ? t("planningAdvanced.weekOf", {
          start: format(first, "d MMMM", { locale }),
          end: format(last, "d MMMM yyyy", { locale }),
        })
      : format(anchor, "LLLL yyyy", { locale });

  const move = (step: number) =>
    setAnchor((current) => (mode === "week" ? addWeeks(current, step) : addMonths(current, step)));

  const today = startOfDay(new Date());
  const visible =
    mode === "week" ? isWithinInterval(today, { start: first, end: last }) : isSameMonth(today, anchor);
  const proposedDate = toIsoDate(visible ? today : mode === "week" ? first : anchor);

  return {
    anchor,
    setAnchor,
    mode,
    setMode,
    days,
    weeks,
    range,
    label,
    move,
    /** The first day of the week shown (ISO): where a copy or a template starts. */
    firstDay: toIsoDate(first),
    proposedDate,
  };
}
