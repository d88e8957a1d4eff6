import { can, type TAgent, type TShift } from "@hts/domain";
import { CalendarDays, CalendarPlus, ClipboardList, LayoutGrid, Plus, Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AgentDetailDialog, AgentFormDialog, AgentsTab, useAgents } from "@/features/agents";
import { ProposalBar, UncoveredWeekSummary, useGridProposal } from "@/features/staffing";
import { useAuth } from "@/lib/auth/auth-context";
import { usePlanningSites } from "../api/planning-choices.ts";
import { useShifts } from "../api/shifts-api.ts";
import { NewShiftDialog } from "../components/new-shift-dialog.tsx";
import { PlanningStats } from "../components/planning-stats.tsx";
import { ShiftEditDialog } from "../components/shift-edit-dialog.tsx";
import { ShiftsTab } from "../components/shifts-tab.tsx";
import { SitePlanningTab } from "../components/site-planning-tab.tsx";
import { WeekViewTab } from "../components/week-view-tab.tsx";
import { mondayOf, today } from "../lib/planning-dates.ts";

/**
 * 'Planning des Agents' (spec part 2, section 2): agents and their guard shifts, from the API. Roles
 * that only read (operator, agent) get the same views without the create and edit buttons. The server
 * narrows what each reads (decision 015): an agent lists himself and his sites' colleagues, names only,
 * and his own shifts.
 */
export function PlanningPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const role = user?.role ?? "agent";
  const canReadAgents = can({ role, area: "agents", level: "read" });
  const canWriteAgents = can({ role, area: "agents", level: "write" });
  const canWritePlanning = can({ role, area: "planning", level: "write" });
  const canCreateShift = canWritePlanning && canReadAgents;

  const now = today();
  const agents = useAgents({ enabled: canReadAgents });
  const sites = usePlanningSites();
  const todayShifts = useShifts({ start: now, end: now });

  const [tab, setTab] = useState("site");
  const [siteChoice, setSiteChoice] = useState("");
  const [weekStart, setWeekStart] = useState(() => mondayOf(now));
  const [gridStart, setGridStart] = useState(now);
  const [day, setDay] = useState(now);
  const [agentDialog, setAgentDialog] = useState<{ open: boolean; agent: TAgent | null }>({
    open: false,
    agent: null,
  });
  const [shiftDialogOpen, setShiftDialogOpen] = useState(false);
  const [editing, setEditing] = useState<TShift | null>(null);
  const [viewing, setViewing] = useState<TAgent | null>(null);

  const siteList = sites.data ?? [];
  // Until the user picks one, the first site (sorted by name by the API) is shown.
  const siteId = siteList.some((site) => site.id === siteChoice) ? siteChoice : (siteList[0]?.id ?? "");
  const agentList = canReadAgents ? (agents.data ?? null) : null;
  const onEditShift = canWritePlanning && canReadAgents ? setEditing : undefined;
  const proposal = useGridProposal();

  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader
        title={t("planning.title")}
        description={canWritePlanning ? t("planning.subtitle") : t("planning.subtitleReadOnly")}
        actions={
          (canWriteAgents || canCreateShift) && (
            <>
              {canWriteAgents && (
                <Button variant="outline" onClick={() => setAgentDialog({ open: true, agent: null })}>
                  <Plus aria-hidden="true" />
                  {t("planning.newAgent")}
                </Button>
              )}
              {canCreateShift && (
                <Button onClick={() => setShiftDialogOpen(true)}>
                  <CalendarPlus aria-hidden="true" />
                  {t("planning.newShift")}
                </Button>
              )}
            </>
          )
        }
      />
      <PlanningStats agents={agentList} todayShifts={todayShifts.data} today={now} />
      <UncoveredWeekSummary date={weekStart} />
      <ProposalBar canApply={canWritePlanning} />
      <Tabs value={tab} onValueChange={setTab}>
        {/* Two rows of two on a phone: four tabs never fit 390 px on one line. */}
        <TabsList
          className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-auto"
          aria-label={t("planning.tabsLabel")}
        >
          <TabsTrigger value="site">
            <LayoutGrid aria-hidden="true" />
            {t("planning.tabs.site")}
          </TabsTrigger>
          <TabsTrigger value="week">
            <CalendarDays aria-hidden="true" />
            {t("planning.tabs.week")}
          </TabsTrigger>
          {canReadAgents && (
            <TabsTrigger value="agents">
              <Users aria-hidden="true" />
              {t("planning.tabs.agents")}
            </TabsTrigger>
          )}
          <TabsTrigger value="shifts">
            <ClipboardList aria-hidden="true" />
            {t("planning.tabs.shifts")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="site">
          <SitePlanningTab
            sites={siteList}
            sitesLoading={sites.isPending}
            siteId={siteId}
            onSiteChange={setSiteChoice}
            weekStart={weekStart}
            onWeekChange={setWeekStart}
            canEdit={onEditShift !== undefined}
            onEditShift={setEditing}
          />
        </TabsContent>
        <TabsContent value="week">
          <WeekViewTab
            start={gridStart}
            onStartChange={setGridStart}
            agents={agentList}
            onEditShift={onEditShift}
            proposed={proposal}
          />
        </TabsContent>
        {canReadAgents && (
          <TabsContent value="agents">
            <AgentsTab
              canEdit={canWriteAgents}
              onView={setViewing}
              onEdit={(agent) => setAgentDialog({ open: true, agent })}
            />
          </TabsContent>
        )}
        <TabsContent value="shifts">
          <ShiftsTab
            date={day}
            onDateChange={setDay}
            canEdit={onEditShift !== undefined}
            onEditShift={setEditing}
          />
        </TabsContent>
      </Tabs>
      {canWriteAgents && (
        <AgentFormDialog
          open={agentDialog.open}
          agent={agentDialog.agent}
          sites={siteList}
          onOpenChange={(open) => setAgentDialog((current) => ({ ...current, open }))}
        />
      )}
      {canCreateShift && (
        <NewShiftDialog
          open={shiftDialogOpen}
          onOpenChange={setShiftDialogOpen}
          agents={agents.data ?? []}
          sites={siteList}
          date={day}
        />
      )}
      <ShiftEditDialog
        shift={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        agents={agents.data ?? []}
        sites={siteList}
      />
      <AgentDetailDialog
        agent={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        // An agent may regenerate his own link if it leaked (decision 015).
        canRotateLink={canWritePlanning || (viewing !== null && viewing.userId === user?.id)}
      />
    </section>
  );
}
