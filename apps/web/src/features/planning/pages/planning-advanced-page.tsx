import { can, type TShift } from "@hts/domain";
import { startOfDay } from "date-fns";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { Spinner } from "@/components/ui/spinner";
import {
  AutoScheduleDialog,
  CoveragePostsDialog,
  ProposalBar,
  UncoveredWeekSummary,
  useGridProposal,
} from "@/features/staffing";
import { useAuth } from "@/lib/auth/auth-context";
import { useRecordRights } from "@/lib/auth/record-rights";
import { usePlanningAgents } from "../api/planning-choices.ts";
import { usePlanningShifts } from "../api/shifts-api.ts";
import { useUnavailabilityInRange } from "../api/unavailability-api.ts";
import { ApplyTemplateDialog } from "../components/apply-template-dialog.tsx";
import { ConflictsDialog } from "../components/conflicts-dialog.tsx";
import { CopyShiftsDialog } from "../components/copy-shifts-dialog.tsx";
import { DeleteShiftDialog } from "../components/delete-shift-dialog.tsx";
import { LegalRulesDialog } from "../components/legal-rules-dialog.tsx";
import { MonthView } from "../components/month-view.tsx";
import { NewSlotDialog } from "../components/new-slot-dialog.tsx";
import { PlanningAdvancedActions } from "../components/planning-advanced-actions.tsx";
import { PlanningPeriodBar } from "../components/planning-period-bar.tsx";
import { ShiftEditDialog } from "../components/shift-edit-dialog.tsx";
import { ShiftTypeLegend } from "../components/shift-type-legend.tsx";
import { TemplatesDialog } from "../components/templates-dialog.tsx";
import { WeekView } from "../components/week-view.tsx";
import { useConflictDetection } from "../lib/use-conflict-detection.ts";
import { usePlanningPeriod } from "../lib/use-planning-period.ts";

/** 'Planning Avancé': a week or a month of shifts, templates, conflict detection, add and delete. */
export function PlanningAdvancedPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canWrite = user ? can({ role: user.role, area: "planning", level: "write" }) : false;
  const view = usePlanningPeriod();
  const { mode, range } = view;
  const [creatingOn, setCreatingOn] = useState<string | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [postsOpen, setPostsOpen] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [autoOpen, setAutoOpen] = useState(false);
  const [copying, setCopying] = useState(false);
  /** 'Répéter cette garde' chosen in the edit dialog: the copy dialog repeats only this shift. */
  const [repeating, setRepeating] = useState<TShift | null>(null);
  /** 'Appliquer un gabarit' is open (with the template chosen in 'Gabarits', if any). */
  const [applying, setApplying] = useState<{ templateId?: string } | null>(null);
  const [toDelete, setToDelete] = useState<TShift | null>(null);
  const [editing, setEditing] = useState<TShift | null>(null);
  const detection = useConflictDetection();
  const proposal = useGridProposal();
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

  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <PageHeader
        title={t("planningAdvanced.title")}
        description={t("planningAdvanced.subtitle")}
        actions={
          <PlanningAdvancedActions
            canWrite={canWrite}
            detecting={detection.pending}
            onTemplates={() => setTemplatesOpen(true)}
            onDetect={() => detection.run(range)}
            onCopy={() => setCopying(true)}
            onApply={() => setApplying({})}
            onNew={() => setCreatingOn(view.proposedDate)}
            onRules={() => setRulesOpen(true)}
            onAuto={() => setAutoOpen(true)}
            onPosts={rights.atAll("coverage-post", "read") ? () => setPostsOpen(true) : undefined}
          />
        }
      />
      <PlanningPeriodBar
        label={view.label}
        fetching={shifts.isFetching}
        mode={mode}
        onMode={view.setMode}
        onMove={view.move}
        onToday={() => view.setAnchor(startOfDay(new Date()))}
      />
      <ShiftTypeLegend />
      <UncoveredWeekSummary date={view.firstDay} />
      <ProposalBar canApply={canWrite} />
      {shifts.isError && !shifts.data ? (
        <ErrorState message={t("planningAdvanced.loadError")} onRetry={() => shifts.refetch()} />
      ) : shifts.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : mode === "week" ? (
        <WeekView
          days={view.days}
          shifts={shifts.data}
          onEdit={canWrite ? setEditing : undefined}
          onDelete={canWrite ? setToDelete : undefined}
          onAdd={canWrite ? setCreatingOn : undefined}
          leave={leave.data}
          agentName={agentName}
          proposed={proposal}
        />
      ) : (
        <MonthView
          weeks={view.weeks}
          month={view.anchor}
          shifts={shifts.data}
          onSelectDay={(day) => {
            view.setAnchor(day);
            view.setMode("week");
          }}
          onSelectShift={canWrite ? setEditing : undefined}
          proposed={proposal}
        />
      )}
      <NewSlotDialog
        open={creatingOn !== null}
        onOpenChange={(open) => !open && setCreatingOn(null)}
        defaultDate={creatingOn ?? view.proposedDate}
      />
      <CopyShiftsDialog
        open={copying || repeating !== null}
        onOpenChange={(open) => {
          setCopying(open);
          if (!open) setRepeating(null);
        }}
        sourceWeek={view.firstDay}
        shift={repeating}
      />
      <ApplyTemplateDialog
        open={applying !== null}
        onOpenChange={(open) => !open && setApplying(null)}
        startDate={view.firstDay}
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
      <CoveragePostsDialog open={postsOpen} onOpenChange={setPostsOpen} canWrite={canWrite} />
      {autoOpen && (
        <AutoScheduleDialog
          open
          onOpenChange={setAutoOpen}
          startDate={range.start_date}
          endDate={range.end_date}
        />
      )}
      <LegalRulesDialog open={rulesOpen} onOpenChange={setRulesOpen} canWrite={canWrite} />
      <DeleteShiftDialog shift={toDelete} onClose={() => setToDelete(null)} />
      <ShiftEditDialog
        shift={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onRepeat={setRepeating}
      />
      <ConflictsDialog result={detection.result} period={view.label} onClose={detection.clear} />
    </section>
  );
}
