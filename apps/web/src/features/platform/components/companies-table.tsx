import { SUBSCRIPTIONS, type TPlatformCompany, type TSubscription } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { EmptyState, ErrorState } from "@/components/list-state";
import { PageSpinner } from "@/components/page-spinner";
import { ScrollRegion } from "@/components/scroll-region";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { formatDateTime } from "@/lib/format-date";
import { useChangePlan, usePlatformCompanies, useSuspendCompany } from "../api/platform-api.ts";

/** Every company from outside: plan (changeable), size, usage, last activity, suspension. */
export function CompaniesTable() {
  const { t, i18n } = useTranslation();
  const companies = usePlatformCompanies();
  const changePlan = useChangePlan();
  const suspend = useSuspendCompany();
  const failed = (error: unknown) =>
    toast({
      title: t("platform.actionFailed"),
      description: isApiError(error) ? error.message : undefined,
      variant: "destructive",
    });

  if (companies.isPending) return <PageSpinner />;
  if (companies.isError)
    return <ErrorState message={t("platform.loadError")} onRetry={() => companies.refetch()} />;
  if (companies.data.length === 0) return <EmptyState title={t("platform.noCompanies")} />;

  return (
    <ScrollRegion label={t("platform.companiesTitle")}>
      <DataTable<TPlatformCompany>
        caption={t("platform.companiesTitle")}
        rows={companies.data}
        rowKey={(c) => c.id}
        rowTestId="platform-company"
        headClassName="bg-muted/50"
        rowClassName="border-t"
        columns={[
          {
            id: "name",
            header: t("platform.company"),
            rowHeader: true,
            cell: (c) => (
              <span className="flex flex-col">
                <span className="font-medium">{c.name}</span>
                <span className="text-xs text-muted-foreground">{c.email}</span>
              </span>
            ),
          },
          {
            id: "plan",
            header: t("platform.plan"),
            cell: (c) => (
              <Select
                aria-label={t("platform.planOf", { name: c.name })}
                value={c.subscription}
                disabled={changePlan.isPending}
                onChange={(e) =>
                  changePlan.mutate(
                    { id: c.id, subscription: e.target.value as TSubscription },
                    {
                      onSuccess: () =>
                        toast({ title: t("platform.planChanged", { name: c.name }), variant: "success" }),
                      onError: failed,
                    },
                  )
                }
              >
                {SUBSCRIPTIONS.map((plan) => (
                  <option key={plan} value={plan}>
                    {t(`platform.plans.${plan}`)}
                  </option>
                ))}
              </Select>
            ),
          },
          {
            id: "users",
            header: t("platform.users"),
            cell: (c) =>
              `${t("platform.usersCount", { count: c.users })} · ${t("platform.activeCount", { count: c.activeUsers })}`,
          },
          {
            id: "usage",
            header: t("platform.usage"),
            cell: (c) =>
              `${t("platform.sitesCount", { count: c.sites })} · ${t("platform.agentsCount", { count: c.agents })}`,
          },
          {
            id: "activity",
            header: t("platform.lastActivity"),
            cell: (c) =>
              c.lastActivityAt ? formatDateTime(c.lastActivityAt, i18n.language) : t("platform.never"),
          },
          {
            id: "status",
            header: t("platform.status"),
            cell: (c) => (
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant={c.suspendedAt ? "destructive" : "success"}>
                  {c.suspendedAt ? t("platform.suspended") : t("platform.active")}
                </Badge>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={suspend.isPending}
                  aria-label={t(c.suspendedAt ? "platform.reinstateOf" : "platform.suspendOf", {
                    name: c.name,
                  })}
                  onClick={() => suspend.mutate({ id: c.id, suspended: !c.suspendedAt }, { onError: failed })}
                >
                  {c.suspendedAt ? t("platform.reinstate") : t("platform.suspend")}
                </Button>
              </span>
            ),
          },
        ]}
      />
    </ScrollRegion>
  );
}
