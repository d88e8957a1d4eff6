import { can, type TArea } from "@hts/domain";
import { Building2, Camera, Siren, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CardSkeletons, ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { useAuth } from "@/lib/auth/auth-context";
import { cn } from "@/lib/cn";
import { useDashboard } from "../api/get-dashboard.ts";
import { ActiveSites } from "../components/active-sites.tsx";
import { RecentAlerts } from "../components/recent-alerts.tsx";
import { StatCard } from "../components/stat-card.tsx";
import { SystemStatus } from "../components/system-status.tsx";

/** 'Tableau de bord': counters, recent alerts, active sites and system status, all from GET /api/dashboard. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const dashboard = useDashboard();
  const allowed = (area: TArea) => (user ? can({ role: user.role, area, level: "read" }) : false);
  const data = dashboard.data;
  // The indicator reflects the measured components, not a fixed "everything is fine".
  const healthy = data ? data.systemStatus.every((component) => component.status === "Actif") : null;

  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader
        title={t("dashboard.title")}
        description={t("dashboard.subtitle")}
        meta={
          healthy !== null && (
            <span
              data-testid="system-indicator"
              className={cn(
                "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold",
                healthy ? "bg-success-soft text-success-strong" : "bg-red-100 text-red-800",
              )}
            >
              <span
                aria-hidden="true"
                className={cn("size-2 rounded-full", healthy ? "animate-pulse bg-success" : "bg-red-600")}
              />
              {healthy ? t("dashboard.operational") : t("dashboard.degraded")}
            </span>
          )
        }
      />
      {dashboard.isPending ? (
        <CardSkeletons count={4} className="h-32" />
      ) : dashboard.isError ? (
        <ErrorState message={t("dashboard.loadError")} onRetry={() => dashboard.refetch()} />
      ) : (
        data && (
          <>
            <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
              <StatCard
                label={t("dashboard.cards.sites")}
                value={String(data.totalSites)}
                detail={t("dashboard.cards.newSites", { count: data.newSitesThisMonth })}
                icon={Building2}
                tone="bg-accent text-primary"
                to={allowed("sites") ? "/dashboard/sites" : undefined}
                testId="stat-sites"
              />
              <StatCard
                label={t("dashboard.cards.cameras")}
                value={`${data.activeCameras}/${data.totalCameras}`}
                detail={t("dashboard.cards.camerasDetail", { count: data.totalCameras })}
                icon={Camera}
                tone="bg-success-soft text-success-strong"
                to={allowed("cameras") ? "/dashboard/cameras" : undefined}
                testId="stat-cameras"
              />
              <StatCard
                label={t("dashboard.cards.alerts")}
                value={String(data.alertsToday)}
                detail={t("dashboard.cards.critical", { count: data.criticalAlerts })}
                icon={Siren}
                tone="bg-red-100 text-red-700"
                to={allowed("alarms") ? "/dashboard/alarms" : undefined}
                testId="stat-alerts"
              />
              <StatCard
                label={t("dashboard.cards.agents")}
                value={`${data.onlineAgents}/${data.totalAgents}`}
                detail={t("dashboard.cards.agentsDetail", { count: data.totalAgents })}
                icon={Users}
                tone="bg-orange-100 text-orange-800"
                to={allowed("planning") ? "/dashboard/planning" : undefined}
                testId="stat-agents"
              />
            </div>
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <RecentAlerts alerts={data.recentAlerts} canOpen={allowed("alarms")} />
              <ActiveSites sites={data.activeSites} canOpen={allowed("sites")} />
            </div>
            <SystemStatus components={data.systemStatus} />
          </>
        )
      )}
    </section>
  );
}
