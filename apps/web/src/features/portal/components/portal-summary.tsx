import { SUMMARY_FREQUENCIES, type TSummaryFrequency } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { portalSummaryQuery, useSetSummary } from "../api/portal-api.ts";

/** The client user's e-mail summary of his sites: none, weekly or monthly; saved on change. */
export function PortalSummary() {
  const { t } = useTranslation();
  const summary = useQuery(portalSummaryQuery());
  const save = useSetSummary();
  if (!summary.data) return null;
  return (
    <div className="min-w-0 space-y-1">
      <Label htmlFor="portal-summary">{t("portal.summary.label")}</Label>
      <Select
        id="portal-summary"
        value={summary.data.frequency}
        disabled={save.isPending}
        onChange={(e) =>
          save.mutate(
            { frequency: e.target.value as TSummaryFrequency },
            {
              onSuccess: () => toast({ title: t("portal.summary.saved"), variant: "success" }),
              onError: () => toast({ title: t("portal.error"), variant: "destructive" }),
            },
          )
        }
      >
        {SUMMARY_FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {t(`portal.summary.${f}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
