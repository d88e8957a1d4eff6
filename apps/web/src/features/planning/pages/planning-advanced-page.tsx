import { can, type TConflictDetectResponse, type TShift } from "@hts/domain";
import { addMonths, addWeeks, format, isSameMonth, isWithinInterval, startOfDay } from "date-fns";
import {
  AlertTriangle,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  Copy,
  LayoutTemplate,
  Plus,
  Stamp,
} from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { useAuth } from "@/lib/auth/auth-context";
import { useRecordRights } from "@/lib/auth/record-rights";
import { cn } from "@/lib/cn";
import { dateLocale } from "@/lib/date-locale";
import { useRunConflictDetection } from "../api/conflicts-api.ts";
import { usePlanningAgents } from "../api/planning-choices.ts";
import { usePlanningShifts } from "../api/shifts-api.ts";
import { useUnavailabilityInRange } from "../api/unavailability-api.ts";
import { ApplyTemplateDialog } from "../components/apply-template-dialog.tsx";
import { ConflictsDialog } from "../components/conflicts-dialog.tsx";
import { CopyShiftsDialog } from "../components/copy-shifts-dialog.tsx";
import { DeleteShiftDialog } from "../components/delete-shift-dialog.tsx";
import { MonthView } from "../components/month-view.tsx";
import { NewSlotDialog } from "../components/new-slot-dialog.tsx";
import { ShiftEditDialog } from "../components/shift-edit-dialog.tsx";
import { ShiftTypeLegend } from "../components/shift-type-legend.tsx";
import { TemplatesDialog } from "../components/templates-dialog.tsx";
import { WeekView } from "../components/week-view.tsx";
import { monthRange, monthWeeks, toIsoDate, weekDays, weekRange } from "../lib/planning-dates.ts";
import { serverMessage } from "../lib/server-message.ts";

type ViewMode = "week" | "month";

/** 'Planning Avancé': a week or a month of shifts, templates, conflict detection, add and delete. */
export function PlanningAdvancedPage() {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const { user } = useAuth();
  const canWrite = user ? can({ role: user.role, area: "planning", level: "write" }) : false;
  const [anchor, setAnchor] = useState(() => startOfDay(new Date()));
  const [mode, setMode] = useState<ViewMode>("week");
  const [creatingOn, setCreatingOn] = useState<string | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [copying, setCopying] = useState(false);
  /** 'Répéter cette garde' chosen in the edit dialog: the copy dialog repeats only this shift. */
  const [repeating, setRepeating] = useState<TShift | null>(null);
  /** 'Appliquer un gabarit' is open (with the template chosen in 'Gabarits', if any). */
  const [applying, setApplying] = useState<{ templateId?: string } | null>(null);
  const [toDelete, setToDelete] = useState<TShift | null>(null);
  const [editing, setEditing] = useState<TShift | null>(null);
  const [conflicts, setConflicts] = useState<TConflictDetectResponse | null>(null);
  const detect = useRunConflictDetection();

  const days = useMemo(() => weekDays(anchor), [anchor]);
  const weeks = useMemo(() => monthWeeks(anchor), [anchor]);
  const range = mode === "week" ? weekRange(anchor) : monthRange(anchor);
  const shifts = usePlanningShifts(range);
  const rights = useRecordRights();
  const leave = useUnavailabilityInRange({
    ...range,
    enabled: mode === "week" && rights.atAll("leave", "read"),
  });
  // Names for the leave chips: from the agents list when readable, else from the week's shifts.
  const agents = usePlanningAgents({
    enabled: user ? can({ role: user.role, area: "agents", level: "read" }) : false,
  });
  const agentName = (agentId: string) =>
    agents.data?.agents.find((agent) => agent.id === agentId)?.name ??
    shifts.data?.find((shift) => shift.agent_id === agentId)?.agent_name ??
    "";

  const first = days[0] as Date;
  const last = days[6] as Date;
  const period =
    mode === "week"
      ? t("planningAdvanced.weekOf", {
          start: format(first, "d MMMM", { locale }),
          end: format(last, "d MMMM yyyy", { locale }),
        })
      : format(anchor, "LLLL yyyy", { locale });

  const move = (step: number) =>
    setAnchor((current) => (mode === "week" ? addWeeks(current, step) : addMonths(current, step)));

  // The proposed date of a new shift: today when it is on screen, else the first day shown.
  const today = startOfDay(new Date());
  const visible =
    mode === "week" ? isWithinInterval(today, { start: first, end: last }) : isSameMonth(today, anchor);
  const proposedDate = toIsoDate(visible ? today : mode === "week" ? first : anchor);

  const runDetection = () =>
    detect.mutate(range, {
      onSuccess: (result) => {
        toast({
          // Spec part 2, section 8: destructive style when something was found.
          variant: result.total_conflicts > 0 ? "destructive" : "success",
          title: t("planningAdvanced.conflicts.analysisDone"),
          description: t("planningAdvanced.conflicts.found", { count: result.total_conflicts }),
        });
        setConflicts(result);
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t("common.error"),
          description: serverMessage(error, t("planningAdvanced.conflicts.detectError")),
        }),
    });

  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <PageHeader
        title={t("planningAdvanced.title")}
        description={t("planningAdvanced.subtitle")}
        actions={
          <>
            <Button variant="outline" onClick={() => setTemplatesOpen(true)}>
              <LayoutTemplate aria-hidden="true" />
              {t("planningAdvanced.templates")}
            </Button>
            <Button variant="outline" onClick={runDetection} disabled={detect.isPending}>
              {detect.isPending ? <Spinner className="size-4" /> : <AlertTriangle aria-hidden="true" />}
              {detect.isPending ? t("planningAdvanced.detecting") : t("planningAdvanced.detectConflicts")}
            </Button>
            {canWrite && (
              <Button variant="outline" onClick={() => setCopying(true)}>
                <Copy aria-hidden="true" />
                {t("planningAdvanced.batch.copyOpen")}
              </Button>
            )}
            {canWrite && (
              <Button variant="outline" onClick={() => setApplying({})}>
                <Stamp aria-hidden="true" />
                {t("planningAdvanced.batch.templateOpen")}
              </Button>
            )}
            {canWrite && (
              <Button onClick={() => setCreatingOn(proposedDate)}>
                <Plus aria-hidden="true" />
                {t("planningAdvanced.newShift")}
              </Button>
            )}
          </>
        }
      />
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3 shadow-sm md:flex-row md:items-center md:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            onClick={() => move(-1)}
            aria-label={t("planningAdvanced.previous")}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => setAnchor(startOfDay(new Date()))}>
            {t("planningAdvanced.today")}
          </Button>
          <Button
            variant="outline"
            size="icon"
            onClick={() => move(1)}
            aria-label={t("planningAdvanced.next")}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <p
            className="ml-1 flex items-center gap-2 text-base font-semibold first-letter:uppercase"
            aria-live="polite"
          >
            <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
            <span data-testid="planning-period">{period}</span>
            {shifts.isFetching && <Spinner className="size-4" />}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <fieldset className="inline-flex rounded-md bg-muted p-1">
            <legend className="sr-only">{t("planningAdvanced.viewMode")}</legend>
            {(["week", "month"] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                className={cn(
                  "rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  mode === value && "bg-background text-foreground shadow-sm",
                )}
              >
                {t(`planningAdvanced.${value}`)}
              </button>
            ))}
          </fieldset>
        </div>
      </div>
      <ShiftTypeLegend />
      {shifts.isError && !shifts.data ? (
        <ErrorState message={t("planningAdvanced.loadError")} onRetry={() => shifts.refetch()} />
      ) : shifts.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : mode === "week" ? (
        <WeekView
          days={days}
          shifts={shifts.data}
          onEdit={canWrite ? setEditing : undefined}
          onDelete={canWrite ? setToDelete : undefined}
          onAdd={canWrite ? setCreatingOn : undefined}
          leave={leave.data}
          agentName={agentName}
        />
      ) : (
        <MonthView
          weeks={weeks}
          month={anchor}
          shifts={shifts.data}
          onSelectDay={(day) => {
            setAnchor(day);
            setMode("week");
          }}
          onSelectShift={canWrite ? setEditing : undefined}
        />
      )}
      <NewSlotDialog
        open={creatingOn !== null}
        onOpenChange={(open) => !open && setCreatingOn(null)}
        defaultDate={creatingOn ?? proposedDate}
      />
      <CopyShiftsDialog
        open={copying || repeating !== null}
        onOpenChange={(open) => {
          setCopying(open);
          if (!open) setRepeating(null);
        }}
        sourceWeek={toIsoDate(first)}
        shift={repeating}
      />
      <ApplyTemplateDialog
        open={applying !== null}
        onOpenChange={(open) => !open && setApplying(null)}
        startDate={toIsoDate(first)}
        templateId={applying?.templateId}
      />
      <TemplatesDialog
        open={templatesOpen}
        onOpenChange={setTemplatesOpen}
        canWrite={canWrite}
        onApply={(templateId) => {
          setTemplatesOpen(false);
          setApplying({ templateId });
        }}
      />
      <DeleteShiftDialog shift={toDelete} onClose={() => setToDelete(null)} />
      <ShiftEditDialog
        shift={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onRepeat={setRepeating}
      />
      <ConflictsDialog result={conflicts} period={period} onClose={() => setConflicts(null)} />
    </section>
  );
}
