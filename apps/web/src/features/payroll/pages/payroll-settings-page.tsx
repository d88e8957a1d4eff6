import { mayAtAll } from "@hts/domain/auth/record-policy";
import { ArrowLeft, Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormField } from "@/components/form-field";
import { ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useAuth } from "@/lib/auth/auth-context";
import { usePayrollSettings } from "../api/get-payroll-settings.ts";
import { monthValue, parseMonth, periodLabel } from "../components/payroll-format.ts";
import { RatesForm } from "../components/payroll-rates-form.tsx";
import { VersionsCard } from "../components/payroll-versions-card.tsx";

// Barème de paie (issue 16, item 7; decision 050): every rate, bonus and premium that
// PUT /api/payroll/settings accepts, saved as a version in force from a month on. Administrators edit;
// managers read (RECORD_POLICY "payroll-settings").

/** /dashboard/salary-calculator/settings. */
export function PayrollSettingsPage() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [viewMonth, setViewMonth] = useState(() => monthValue(new Date()));
  const viewed = parseMonth(viewMonth);
  const settings = usePayrollSettings(viewed ? viewMonth : undefined);
  if (!user) return null;
  const canRead = mayAtAll({ role: user.role, kind: "payroll-settings", action: "read" });
  const canEdit = mayAtAll({ role: user.role, kind: "payroll-settings", action: "update" });
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <Link
        to="/dashboard/salary-calculator"
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("modules.salaryCalculator")}
      </Link>
      <PageHeader title={t("payroll.rates.title")} description={t("payroll.rates.description")} />
      {!canRead ? (
        <p role="alert" className="text-sm text-destructive">
          {t("payroll.rates.forbidden")}
        </p>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>
                {viewed
                  ? t("payroll.rates.inForceIn", { month: periodLabel(viewed, i18n.language) })
                  : t("payroll.rates.currentTitle")}
              </CardTitle>
              <CardDescription>
                {canEdit ? t("payroll.rates.editHint") : t("payroll.rates.readOnly")}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              <div className="max-w-56">
                <FormField id="rates-view-month" label={t("payroll.rates.viewMonth")}>
                  <Input
                    id="rates-view-month"
                    type="month"
                    value={viewMonth}
                    onChange={(e) => setViewMonth(e.target.value)}
                  />
                </FormField>
              </div>
              {settings.isError ? (
                <ErrorState message={t("payroll.rates.loadError")} onRetry={() => void settings.refetch()} />
              ) : settings.data ? (
                <RatesForm
                  key={`${viewMonth}-${settings.dataUpdatedAt}`}
                  initial={settings.data}
                  canEdit={canEdit}
                  viewMonth={viewMonth}
                  onSaved={setViewMonth}
                />
              ) : (
                <Loader2 className="animate-spin" aria-label={t("common.loading")} />
              )}
            </CardContent>
          </Card>
          <VersionsCard />
        </>
      )}
    </div>
  );
}
