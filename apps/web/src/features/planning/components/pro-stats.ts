import type { TShift } from "@hts/domain";
import { AlertTriangle, CalendarCheck, CheckCircle2, Clock, Gauge, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PlanningAgents } from "../api/planning-choices.ts";
import {
  activeShifts,
  formatPercent,
  formatWeekHours,
  occupancyRate,
  plannedAgents,
  weeklyHours,
} from "../lib/week-stats.ts";
import type { StatItem } from "./stat-cards.tsx";

/** The six figures of the PRO dashboard for the shown week (spec part 2, section 9). */
export function useProStats({
  week,
  agents,
  conflictCount,
}: {
  week: TShift[];
  agents: PlanningAgents | undefined;
  conflictCount: number | undefined;
}): StatItem[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const total = agents?.total ?? 0;
  const occupancy = occupancyRate({ shifts: week, totalAgents: total });
  return [
    {
      key: "occupancy",
      label: t("planningPro.cards.occupancy"),
      value: occupancy === null ? "–" : formatPercent({ value: occupancy, language }),
      detail: t("planningPro.cards.occupancyDetail", { planned: plannedAgents(week), total }),
      icon: Gauge,
      tone: "bg-accent text-primary",
    },
    {
      key: "active",
      label: t("planningPro.cards.activeShifts"),
      value: String(activeShifts(week)),
      detail: t("planningPro.cards.activeShiftsDetail"),
      icon: CalendarCheck,
      tone: "bg-green-100 text-green-800",
    },
    {
      key: "hours",
      label: t("planningPro.cards.weeklyHours"),
      value: formatWeekHours({ value: weeklyHours(week), language }),
      detail: t("planningPro.cards.weeklyHoursDetail"),
      icon: Clock,
      tone: "bg-violet-100 text-violet-800",
    },
    {
      key: "conflicts",
      label: t("planningPro.cards.conflicts"),
      value: conflictCount === undefined ? "–" : String(conflictCount),
      detail: t("planningPro.cards.conflictsDetail"),
      icon: AlertTriangle,
      tone: conflictCount ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-700",
    },
    {
      key: "total",
      label: t("planningPro.cards.totalShifts"),
      value: String(week.length),
      detail: t("planningPro.cards.totalShiftsDetail", {
        completed: week.filter((shift) => shift.status === "completed").length,
        cancelled: week.filter((shift) => shift.status === "cancelled").length,
      }),
      icon: CheckCircle2,
      tone: "bg-slate-100 text-slate-700",
    },
    {
      key: "agents",
      label: t("planningPro.cards.agents"),
      value: agents ? String(total) : "–",
      detail: t("planningPro.cards.agentsDetail", {
        count: agents?.agents.filter((agent) => agent.status === "Actif").length ?? 0,
      }),
      icon: Users,
      tone: "bg-orange-100 text-orange-800",
    },
  ];
}
