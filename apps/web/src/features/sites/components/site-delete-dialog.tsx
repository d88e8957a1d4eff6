import type { TSite } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useSiteImpact } from "../api/site-lifecycle.ts";

/**
 * Before deleting a site, says what will happen (decision 017): erased when it has no history;
 * archived with its cameras, alarms, shifts and reports kept; refused while shifts are to come.
 */
export function SiteDeleteDialog({
  site,
  open,
  busy,
  onConfirm,
  onOpenChange,
}: {
  site: TSite;
  open: boolean;
  busy: boolean;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const impact = useSiteImpact({ id: site.id, enabled: open });
  const data = impact.data;
  const outcome = data?.outcome;
  return (
    <ConfirmDialog
      open={open}
      title={t("sites.delete.title", { name: site.name })}
      description={
        outcome === "blocked"
          ? t("sites.delete.blocked")
          : outcome === "archive"
            ? t("sites.delete.archive")
            : outcome === "erase"
              ? t("sites.delete.erase")
              : t("sites.delete.checking")
      }
      confirmLabel={outcome === "archive" ? t("sites.delete.confirmArchive") : t("sites.delete.confirm")}
      busyLabel={t("sites.delete.confirming")}
      busy={busy}
      confirmDisabled={!data || outcome === "blocked"}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    >
      {impact.isPending ? (
        <Spinner />
      ) : impact.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {impact.error.message}
        </p>
      ) : (
        <ul className="grid gap-1.5 text-sm" data-testid="site-impact">
          <li>
            {t("sites.delete.cameras", { count: impact.data.cameras })}
            {impact.data.cameras > 0 &&
              outcome === "archive" &&
              ` — ${t("sites.delete.camerasKept", { count: impact.data.cameras })}`}
          </li>
          <li>
            {t("sites.delete.alarms", { count: impact.data.alarms })}
            {impact.data.activeAlarms > 0 &&
              ` (${t("sites.delete.activeAlarms", { count: impact.data.activeAlarms })})`}
          </li>
          <li>
            {t("sites.delete.shifts", { count: impact.data.shifts })}
            {impact.data.futureShifts > 0 && (
              <strong className="font-semibold text-destructive">
                {" "}
                — {t("sites.delete.futureShifts", { count: impact.data.futureShifts })}
              </strong>
            )}
          </li>
          <li>{t("sites.delete.reports", { count: impact.data.securityReports })}</li>
        </ul>
      )}
    </ConfirmDialog>
  );
}
