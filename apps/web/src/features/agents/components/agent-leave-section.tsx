import { type TShift, type TUnavailabilityPeriod, UNAVAILABILITY_KINDS } from "@hts/domain";
import { useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField } from "@/components/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { fromIsoDate, today } from "@/features/planning";
import { useRecordRights } from "@/lib/auth/record-rights";
import { dateLocale } from "@/lib/date-locale";
import { errorDetail, serverFieldErrors } from "@/lib/server-field-errors";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import {
  coveredShiftsQuery,
  useAgentUnavailability,
  useCancelUnavailability,
  useDeclareUnavailability,
} from "../api/agent-unavailability.ts";
import { CoveredShiftsPreview, UnassignShiftsOffer } from "./leave-covered-shifts.tsx";

type Kind = (typeof UNAVAILABILITY_KINDS)[number];

/**
 * 'Congés et indisponibilités' on the agent's pop-up: the periods (conflict detection refuses a shift
 * in a leave), declared and cancelled here by planners and managers, read by the agent himself.
 * Declaring a period over scheduled shifts lists them before saving and offers to unassign them after
 * (decision 054), to those who may change shifts.
 */
export function AgentLeaveSection({ agentId, canEdit }: { agentId: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = dateLocale(i18n.language);
  const periods = useAgentUnavailability(agentId);
  const declare = useDeclareUnavailability(agentId);
  const cancel = useCancelUnavailability(agentId);
  const [kind, setKind] = useState<Kind>("leave");
  const [start, setStart] = useState(today());
  const [end, setEnd] = useState(today());
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cancelling, setCancelling] = useState<TUnavailabilityPeriod | null>(null);
  const [offer, setOffer] = useState<{ period: TUnavailabilityPeriod; shifts: TShift[] } | null>(null);
  const queryClient = useQueryClient();
  // Those who may declare leave may change shifts today (decision 015); asked apart all the same.
  const canUnassign = useRecordRights().atAll("shift", "update");
  // The preview waits for the dates to settle (a typed date passes through other valid days).
  const [previewStart, previewEnd] = useDebouncedValue(`${start}|${end}`).split("|") as [string, string];
  const day = (value: string) => format(fromIsoDate(value), "PPP", { locale });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    declare.mutate(
      { kind, startDate: start, endDate: end, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: async (period) => {
          toast({ variant: "success", title: t("planning.leave.declared") });
          setReason("");
          if (!canUnassign) return;
          const covered = await queryClient
            .fetchQuery({
              ...coveredShiftsQuery(agentId, { startDate: period.startDate, endDate: period.endDate }),
              staleTime: 0,
            })
            .catch(() => null);
          if (covered && covered.count > 0) setOffer({ period, shifts: covered.shifts });
        },
        onError: (error) => {
          setErrors(Object.fromEntries(serverFieldErrors(error, ["startDate", "endDate", "reason"])));
          toast({
            variant: "destructive",
            title: t("common.error"),
            description: errorDetail(error, t("planning.leave.declareError")),
          });
        },
      },
    );
  };

  return (
    <section className="grid gap-2" aria-labelledby={`${id}-title`} data-testid="agent-leave">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t("planning.leave.title")}
      </h3>
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
      {canEdit && (
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-3 rounded-md bg-muted/40 p-3"
          aria-busy={declare.isPending}
        >
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <FormField id={`${id}-kind`} label={t("planning.leave.kind")}>
              <Select
                id={`${id}-kind`}
                value={kind}
                onChange={(event) => setKind(event.target.value as Kind)}
              >
                {UNAVAILABILITY_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`planning.leave.kinds.${value}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id={`${id}-start`} label={t("planning.leave.start")} required error={errors.startDate}>
              <Input
                id={`${id}-start`}
                type="date"
                aria-required="true"
                value={start}
                onChange={(event) => {
                  setStart(event.target.value);
                  if (end < event.target.value) setEnd(event.target.value);
                }}
              />
            </FormField>
            <FormField id={`${id}-end`} label={t("planning.leave.end")} required error={errors.endDate}>
              <Input
                id={`${id}-end`}
                type="date"
                aria-required="true"
                value={end}
                onChange={(event) => setEnd(event.target.value)}
              />
            </FormField>
          </div>
          <FormField
            id={`${id}-reason`}
            label={t("planning.leave.reason")}
            hint={t("forms.optional")}
            error={errors.reason}
          >
            <Input
              id={`${id}-reason`}
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          {/* Once declared, the offer below lists the same shifts. */}
          {canUnassign && !offer && (
            <CoveredShiftsPreview agentId={agentId} startDate={previewStart} endDate={previewEnd} />
          )}
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={declare.isPending}>
              {declare.isPending ? t("planning.leave.declaring") : t("planning.leave.declare")}
            </Button>
          </div>
        </form>
      )}
      {offer && (
        <UnassignShiftsOffer
          key={offer.period.id}
          agentId={agentId}
          period={offer.period}
          shifts={offer.shifts}
          onDone={() => setOffer(null)}
        />
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
    </section>
  );
}
