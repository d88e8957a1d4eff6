import type { TUnavailabilityPeriod } from "@hts/domain";
import { format } from "date-fns";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { fromIsoDate } from "@/features/planning";
import { dateLocale } from "@/lib/date-locale";
import { errorDetail } from "@/lib/server-field-errors";
import { useAgentUnavailability, useCancelUnavailability } from "../api/agent-unavailability.ts";

/** The agent's leave and unavailability periods, each cancellable (after a confirmation) by an editor. */
export function LeavePeriodsList({ agentId, canEdit }: { agentId: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const periods = useAgentUnavailability(agentId);
  const cancel = useCancelUnavailability(agentId);
  const [cancelling, setCancelling] = useState<TUnavailabilityPeriod | null>(null);
  const day = (value: string) => format(fromIsoDate(value), "PPP", { locale });

  return (
    <>
      {periods.isPending ? (
        <Spinner />
      ) : periods.isError ? (
        <p className="text-sm text-destructive">{t("planning.loadError")}</p>
      ) : periods.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("planning.leave.empty")}</p>
      ) : (
        <ul className="grid gap-2">
          {periods.data.map((period) => (
            <li
              key={period.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm"
            >
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant={period.kind === "leave" ? "secondary" : "outline"}>
                  {t(`planning.leave.kinds.${period.kind}`)}
                </Badge>
                <span>
                  {t("planning.leave.range", { start: day(period.startDate), end: day(period.endDate) })}
                </span>
                {period.reason && <span className="text-muted-foreground">{period.reason}</span>}
              </span>
              {canEdit && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setCancelling(period)}
                  aria-label={t("planning.leave.cancelLabel", {
                    start: day(period.startDate),
                    end: day(period.endDate),
                  })}
                >
                  <Trash2 aria-hidden="true" />
                  {t("planning.leave.cancel")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t("planning.leave.cancelTitle")}
        description={
          cancelling
            ? t("planning.leave.cancelDescription", {
                kind: t(`planning.leave.kinds.${cancelling.kind}`),
                start: day(cancelling.startDate),
                end: day(cancelling.endDate),
              })
            : ""
        }
        confirmLabel={t("planning.leave.cancelConfirm")}
        busyLabel={t("planning.leave.cancelling")}
        busy={cancel.isPending}
        onOpenChange={(open) => !open && setCancelling(null)}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              toast({ variant: "success", title: t("planning.leave.cancelled") });
              setCancelling(null);
            },
            onError: (error) =>
              toast({
                variant: "destructive",
                title: t("common.error"),
                description: errorDetail(error, t("planning.leave.cancelError")),
              }),
          });
        }}
      />
    </>
  );
}
