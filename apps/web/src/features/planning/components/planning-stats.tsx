import type { TAgent, TShift } from "@hts/domain";
import { CalendarCheck, type LucideIcon, Palmtree, PlayCircle, UserCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

export type PlanningStatsProps = {
  /** Null when the role may not list agents: the two agent counters are left out. */
  agents: TAgent[] | null;
  /** Today's shifts (the API's overlap: a night begun yesterday included). */
  todayShifts: TShift[] | undefined;
  today: string;
};

/** The four counters, computed from the API's agents and today's shifts. */
export function PlanningStats({ agents, todayShifts, today }: PlanningStatsProps) {
  const { t } = useTranslation();
  const count = (value: number | undefined) => (value === undefined ? "…" : String(value));
  const inProgress = todayShifts?.filter((shift) => shift.status === "in_progress").length;
  const scheduled = todayShifts?.filter(
    (shift) => shift.status === "scheduled" && shift.shift_date === today,
  ).length;
  const cards: StatProps[] = [
    ...(agents
      ? [
          {
            label: t("planning.stats.activeAgents"),
            value: String(agents.filter((agent) => agent.status === "Actif").length),
            detail: t("planning.stats.ofAgents", { count: agents.length }),
            icon: UserCheck,
            tone: "bg-green-100 text-green-700",
            testId: "stat-active-agents",
          },
        ]
      : []),
    {
      label: t("planning.stats.inProgress"),
      value: count(inProgress),
      detail: t("planning.stats.now"),
      icon: PlayCircle,
      tone: "bg-accent text-primary",
      testId: "stat-in-progress",
    },
    {
      label: t("planning.stats.scheduled"),
      value: count(scheduled),
      detail: t("planning.stats.today"),
      icon: CalendarCheck,
      tone: "bg-blue-100 text-blue-700",
      testId: "stat-scheduled",
    },
    ...(agents
      ? [
          {
            label: t("planning.stats.onLeave"),
            value: String(agents.filter((agent) => agent.status === "En congé").length),
            detail: t("planning.stats.leaveDetail"),
            icon: Palmtree,
            tone: "bg-amber-100 text-amber-700",
            testId: "stat-on-leave",
          },
        ]
      : []),
  ];
  return (
    <ul className={cn("grid grid-cols-2 gap-3 sm:gap-4", cards.length === 4 && "lg:grid-cols-4")}>
      {cards.map((card) => (
        <li key={card.testId}>
          <Stat {...card} />
        </li>
      ))}
    </ul>
  );
}

type StatProps = {
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
  tone: string;
  testId: string;
};

function Stat({ label, value, detail, icon: Icon, tone, testId }: StatProps) {
  return (
    <Card className="flex h-full items-start justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums text-foreground sm:text-3xl" data-testid={testId}>
          {value}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
      </div>
      <span className={cn("hidden size-11 shrink-0 items-center justify-center rounded-lg sm:flex", tone)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </Card>
  );
}
