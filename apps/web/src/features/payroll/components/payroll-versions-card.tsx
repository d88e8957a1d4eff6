import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/list-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";
import { usePayrollSettingsVersions } from "../api/payroll-settings-versions.ts";
import { parseMonth, periodLabel } from "./payroll-format.ts";

export function VersionsCard() {
  const { t, i18n } = useTranslation();
  const versions = usePayrollSettingsVersions();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("payroll.rates.historyTitle")}</CardTitle>
        <CardDescription>{t("payroll.rates.historyDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        {versions.isError ? (
          <ErrorState message={t("payroll.rates.loadError")} onRetry={() => void versions.refetch()} />
        ) : !versions.data ? (
          <Loader2 className="animate-spin" aria-label={t("common.loading")} />
        ) : versions.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("payroll.rates.historyEmpty")}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t("payroll.rates.historyTitle")}>
            {versions.data.map((v) => {
              const month = parseMonth(v.effectiveFrom);
              return (
                <li key={v.id} className="flex flex-wrap justify-between gap-2 rounded-md border p-3 text-sm">
                  <span className="font-medium">
                    {t("payroll.rates.inForceFrom", {
                      month: month ? periodLabel(month, i18n.language) : v.effectiveFrom,
                    })}
                  </span>
                  <span className="text-muted-foreground">
                    {t("payroll.rates.savedBy", {
                      name: v.createdByName,
                      date: formatDateTime(v.createdAt, i18n.language),
                    })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
