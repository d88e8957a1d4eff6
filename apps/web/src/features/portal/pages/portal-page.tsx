import { useQuery } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "@/components/language-switcher";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { useAuth } from "@/lib/auth/auth-context";
import { usePageTitle } from "@/lib/use-page-title";
import { portalHomeQuery, portalServiceQuery } from "../api/portal-api.ts";
import { PortalAlarms } from "../components/portal-alarms.tsx";
import { PortalEntries } from "../components/portal-entries.tsx";
import { PortalMonthlyReport } from "../components/portal-monthly-report.tsx";
import { PortalReports } from "../components/portal-reports.tsx";
import { PortalRequests } from "../components/portal-requests.tsx";
import { PortalShifts } from "../components/portal-shifts.tsx";
import { PortalSummary } from "../components/portal-summary.tsx";
import { ServiceChart } from "../components/service-chart.tsx";
import { ServiceFigures } from "../components/service-figures.tsx";
import { currentMonth, monthRange } from "../lib/period.ts";

/** The client portal (issue 25): the service delivered on his sites, alarms and reports published to him. */
export function PortalPage() {
  const { t } = useTranslation();
  const { logout, user } = useAuth();
  // The e-mail summary is the client user's own: staff previewing have none.
  const isClient = user?.role === "client";
  usePageTitle(t("portal.title"));
  const [siteId, setSiteId] = useState("");
  const [month, setMonth] = useState(currentMonth());
  const home = useQuery(portalHomeQuery());
  const service = useQuery({
    ...portalServiceQuery({ ...monthRange(month), siteId: siteId || undefined }),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <p className="text-sm text-muted-foreground">{t("portal.title")}</p>
            <p className="text-lg font-semibold">{home.data?.client.name ?? "…"}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitcher />
            <Button variant="outline" size="sm" onClick={() => void logout()}>
              <LogOut className="size-4" aria-hidden="true" />
              {t("portal.signOut")}
            </Button>
          </div>
        </div>
      </header>
      <main id="main-content" className="mx-auto max-w-6xl min-w-0 space-y-6 overflow-x-clip px-4 py-6">
        <h1 className="text-2xl font-semibold">{t("portal.heading")}</h1>
        {home.isError && <p role="alert">{t("portal.error")}</p>}
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="min-w-0 space-y-1">
            <Label htmlFor="portal-site">{t("portal.site")}</Label>
            <Select id="portal-site" value={siteId} onChange={(e) => setSiteId(e.target.value)}>
              <option value="">{t("portal.allSites", { n: home.data?.sites.length ?? 0 })}</option>
              {home.data?.sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="min-w-0 space-y-1">
            <Label htmlFor="portal-month">{t("portal.month")}</Label>
            <Input id="portal-month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
          </div>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <PortalMonthlyReport month={month} />
          {isClient && <PortalSummary />}
        </div>
        <section aria-labelledby="portal-service" className="space-y-4">
          <h2 id="portal-service" className="text-lg font-semibold">
            {t("portal.service")}
          </h2>
          {service.isPending && <p className="text-sm text-muted-foreground">{t("portal.loading")}</p>}
          {service.isError && <p role="alert">{t("portal.error")}</p>}
          {service.data && (
            <>
              <ServiceFigures totals={service.data.totals} />
              <ServiceChart weeks={service.data.weeks} />
              <PortalShifts shifts={service.data.shifts} />
            </>
          )}
        </section>
        <PortalEntries section="tours" siteId={siteId || undefined} />
        <PortalEntries section="incidents" siteId={siteId || undefined} />
        <PortalEntries section="logbook" siteId={siteId || undefined} />
        <PortalAlarms siteId={siteId || undefined} />
        <PortalReports siteId={siteId || undefined} />
        <PortalRequests sites={home.data?.sites ?? []} />
      </main>
    </div>
  );
}
