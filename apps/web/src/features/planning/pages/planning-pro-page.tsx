import { can, type TShift } from "@hts/domain";
import { addWeeks, format, isWithinInterval, startOfDay } from "date-fns";
import { Plus } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast-store";
import { UncoveredWeekSummary } from "@/features/staffing";
import { useAuth } from "@/lib/auth/auth-context";
import { useRecordRights } from "@/lib/auth/record-rights";
import { dateLocale } from "@/lib/date-locale";
import { useConflicts } from "../api/conflicts-api.ts";
import { usePlanningAgents } from "../api/planning-choices.ts";
import { usePlanningShifts } from "../api/shifts-api.ts";
import { useUnavailabilityInRange } from "../api/unavailability-api.ts";
import { ConflictsAlert } from "../components/conflicts-alert.tsx";
import { DayColumns } from "../components/day-columns.tsx";
import { GanttView } from "../components/gantt-view.tsx";
import { KanbanBoard } from "../components/kanban-board.tsx";
import { NewSlotDialog } from "../components/new-slot-dialog.tsx";
import { useProStats } from "../components/pro-stats.ts";
import { ProWeekBar } from "../components/pro-week-bar.tsx";
import { ShiftChangeConflictsDialog } from "../components/shift-change-conflicts-dialog.tsx";
import { ShiftEditDialog } from "../components/shift-edit-dialog.tsx";
import { ShiftTypeLegend } from "../components/shift-type-legend.tsx";
import { StatCards } from "../components/stat-cards.tsx";
import { toIsoDate, weekDays, weekRange } from "../lib/planning-dates.ts";
import { useKanbanMove } from "../lib/use-kanban-move.ts";
import { shiftsOfWeek } from "../lib/week-stats.ts";

const MODES = ["dashboard", "calendar", "gantt", "kanban"] as const;
type Mode = (typeof MODES)[number];
// Spec part 2, section 9: the overview shows 3 shifts per day.
const OVERVIEW_PER_DAY = 3;

/** 'HTS PLANNING PRO': one week as figures, calendar, Gantt timeline and a status Kanban. */
export function PlanningProPage() {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const { user } = useAuth();
  const canWrite = user ? can({ role: user.role, area: "planning", level: "write" }) : false;
  const mayReadAgents = user ? can({ role: user.role, area: "agents", level: "read" }) : false;
  const [anchor, setAnchor] = useState(() => startOfDay(new Date()));
  const [mode, setMode] = useState<Mode>("dashboard");
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TShift | null>(null);

  const days = useMemo(() => weekDays(anchor), [anchor]);
  const range = useMemo(() => weekRange(anchor), [anchor]);
  const shifts = usePlanningShifts(range);
  const conflicts = useConflicts(range);
  // An agent's own account may read the planning but not the agents' directory.
  const agents = usePlanningAgents({ enabled: mayReadAgents });
  // Leave on the Gantt's rows (issue 15 item 3), the week grids' query and key.
  const leave = useUnavailabilityInRange({ ...range, enabled: useRecordRights().atAll("leave", "read") });

  // Spec part 2, section 8: the PRO screen's load failure is a toast (the other screens only log it).
  const loadFailed = shifts.isError || conflicts.isError;
  useEffect(() => {
    if (loadFailed) {
      toast({ variant: "destructive", title: t("common.error"), description: t("planningPro.loadError") });
    }
  }, [loadFailed, t]);

  const week = useMemo(() => shiftsOfWeek({ shifts: shifts.data ?? [], range }), [shifts.data, range]);
  const loading = shifts.isFetching || conflicts.isFetching || agents.isFetching;

  const move = useKanbanMove(range);

  const stats = useProStats({ week, agents: agents.data, conflictCount: conflicts.data?.total_conflicts });

  const today = startOfDay(new Date());
  const first = days[0] as Date;
  const last = days[6] as Date;
  const proposedDate = toIsoDate(isWithinInterval(today, { start: first, end: last }) ? today : first);
  const updatedAt = Math.max(shifts.dataUpdatedAt, conflicts.dataUpdatedAt);

  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <PageHeader
        title={t("planningPro.title")}
        description={t("planningPro.subtitle")}
        actions={
          canWrite && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              {t("planningAdvanced.newShift")}
            </Button>
          )
        }
      />
      <ProWeekBar
        label={t("planningAdvanced.weekOf", {
          start: format(first, "d MMMM", { locale }),
          end: format(last, "d MMMM yyyy", { locale }),
        })}
        onMove={(step) => setAnchor((d) => addWeeks(d, step))}
        onToday={() => setAnchor(startOfDay(new Date()))}
        loading={loading}
        loadFailed={loadFailed}
        updatedAt={updatedAt}
      />
      <ShiftTypeLegend />
      <UncoveredWeekSummary date={range.start_date} />
      <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
        <TabsList aria-label={t("planningPro.modesLabel")}>
          {MODES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`planningPro.modes.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {shifts.isError && !shifts.data ? (
          <div className="mt-4">
            <ErrorState message={t("planningPro.loadError")} onRetry={() => shifts.refetch()} />
          </div>
        ) : shifts.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : (
          <>
            <TabsContent value="dashboard" className="flex flex-col gap-5">
              <StatCards items={stats} />
              {conflicts.data && <ConflictsAlert conflicts={conflicts.data.conflicts} />}
              <Card className="p-3 sm:p-4">
                <h2 className="mb-3 text-base font-semibold">{t("planningPro.overview")}</h2>
                <DayColumns days={days} shifts={week} max={OVERVIEW_PER_DAY} testId="pro-overview" />
              </Card>
            </TabsContent>
            <TabsContent value="calendar">
              <DayColumns days={days} shifts={week} testId="pro-calendar" />
            </TabsContent>
            <TabsContent value="gantt">
              <GanttView
                days={days}
                shifts={shifts.data ?? []}
                leave={leave.data}
                onEdit={canWrite ? setEditing : undefined}
              />
            </TabsContent>
            <TabsContent value="kanban">
              <KanbanBoard
                shifts={week}
                canWrite={canWrite}
                onMove={(shift, status) => void move.onMove(shift, status)}
                onEdit={canWrite ? setEditing : undefined}
              />
            </TabsContent>
          </>
        )}
      </Tabs>
      <NewSlotDialog open={creating} onOpenChange={setCreating} defaultDate={proposedDate} />
      <ShiftEditDialog shift={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ShiftChangeConflictsDialog gate={move.gate} busy={move.busy} onConfirm={move.confirm} />
    </section>
  );
}
