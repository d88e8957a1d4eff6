import { mayAtAll, type TAccessPoint, type TBadge } from "@hts/domain";
import { DoorOpen, IdCard, Plus, Radio, Settings2, ShieldX, Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/lib/auth/auth-context";
import { useAccessPoints, useAccessStats } from "../api/access-api.ts";
import { AccessSettingsDialog } from "../components/access-settings-dialog.tsx";
import { BadgeFormDialog } from "../components/badge-form-dialog.tsx";
import { BadgesTab } from "../components/badges-tab.tsx";
import { LogsTab } from "../components/logs-tab.tsx";
import { PointsTab } from "../components/points-tab.tsx";
import { PresenceTab } from "../components/presence-tab.tsx";

type Tab = "logs" | "badges" | "points" | "presence";

/** 'Contrôle d'accès': counters, then the three tabs of the spec (journal, badges, points). */
export function AccessPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const role = user?.role ?? "agent";
  const [tab, setTab] = useState<Tab>("logs");
  const [pointId, setPointId] = useState("");
  const [badgeDialog, setBadgeDialog] = useState<{ open: boolean; badge: TBadge | null }>({
    open: false,
    badge: null,
  });
  const stats = useAccessStats();
  const points = useAccessPoints();
  const canCreateBadge = mayAtAll({ role, kind: "badge", action: "create" });
  const canConfigure = mayAtAll({ role, kind: "access-settings", action: "update" });
  const [settingsOpen, setSettingsOpen] = useState(false);

  const onHistory = (point: TAccessPoint) => {
    setPointId(point.id);
    setTab("logs");
  };

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title={t("access.title")}
        description={t("access.subtitle")}
        actions={
          <div className="flex flex-wrap gap-2">
            {canConfigure && (
              <Button variant="outline" onClick={() => setSettingsOpen(true)}>
                <Settings2 aria-hidden="true" />
                {t("access.settings.button")}
              </Button>
            )}
            {canCreateBadge && (
              <Button onClick={() => setBadgeDialog({ open: true, badge: null })}>
                <Plus aria-hidden="true" />
                {t("access.newBadge")}
              </Button>
            )}
          </div>
        }
      />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Counter icon={DoorOpen} label={t("access.stats.points")} value={stats.data?.accessPoints} />
        <Counter icon={IdCard} label={t("access.stats.badges")} value={stats.data?.activeBadges} />
        <Counter
          icon={Users}
          label={t("access.stats.attempts")}
          value={stats.data?.attemptsToday}
          testId="access-attempts"
        />
        <Counter icon={ShieldX} label={t("access.stats.refused")} value={stats.data?.refusedToday} />
      </dl>
      <Tabs className="min-w-0" value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TabsList>
            <TabsTrigger value="logs">{t("access.tabs.logs")}</TabsTrigger>
            <TabsTrigger value="badges">{t("access.tabs.badges")}</TabsTrigger>
            <TabsTrigger value="points">{t("access.tabs.points")}</TabsTrigger>
            <TabsTrigger value="presence">{t("access.tabs.presence")}</TabsTrigger>
          </TabsList>
          <span className="inline-flex items-center gap-1.5 text-xs font-medium text-success-strong">
            <Radio className="size-4" aria-hidden="true" />
            {t("access.logs.live")}
          </span>
        </div>
        <TabsContent value="logs">
          <LogsTab points={points.data ?? []} pointId={pointId} onPointChange={setPointId} />
        </TabsContent>
        <TabsContent value="badges">
          <BadgesTab role={role} onEdit={(badge) => setBadgeDialog({ open: true, badge })} />
        </TabsContent>
        <TabsContent value="points">
          <PointsTab role={role} onHistory={onHistory} />
        </TabsContent>
        <TabsContent value="presence">
          <PresenceTab role={role} />
        </TabsContent>
      </Tabs>
      {canConfigure && <AccessSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />}
      <BadgeFormDialog
        open={badgeDialog.open}
        badge={badgeDialog.badge}
        onOpenChange={(open) => setBadgeDialog((d) => ({ ...d, open }))}
      />
    </section>
  );
}

function Counter({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: typeof DoorOpen;
  label: string;
  value: number | undefined;
  testId?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card p-3 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-bold tabular-nums" data-testid={testId}>
        {value ?? "–"}
      </dd>
    </div>
  );
}
