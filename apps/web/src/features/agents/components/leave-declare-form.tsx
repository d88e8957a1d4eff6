import { type TShift, type TUnavailabilityPeriod, UNAVAILABILITY_KINDS } from "@hts/domain";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { today } from "@/features/planning";
import { useRecordRights } from "@/lib/auth/record-rights";
import { errorDetail, serverFieldErrors } from "@/lib/server-field-errors";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { coveredShiftsQuery, useDeclareUnavailability } from "../api/agent-unavailability.ts";
import { CoveredShiftsPreview, UnassignShiftsOffer } from "./leave-covered-shifts.tsx";

type Kind = (typeof UNAVAILABILITY_KINDS)[number];

/**
 * Declaring a leave or an unavailability: over scheduled shifts, they are listed before saving and
 * unassigning them is offered after (decision 054), to those who may change shifts.
 */
export function LeaveDeclareForm({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const declare = useDeclareUnavailability(agentId);
  const [kind, setKind] = useState<Kind>("leave");
  const [start, setStart] = useState(today());
  const [end, setEnd] = useState(today());
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [offer, setOffer] = useState<{ period: TUnavailabilityPeriod; shifts: TShift[] } | null>(null);
  const queryClient = useQueryClient();
  // Those who may declare leave may change shifts today (decision 015); asked apart all the same.
  const canUnassign = useRecordRights().atAll("shift", "update");
  // The preview waits for the dates to settle (a typed date passes through other valid days).
  const [previewStart, previewEnd] = useDebouncedValue(`${start}|${end}`).split("|") as [string, string];

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
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-3 rounded-md bg-muted/40 p-3"
        aria-busy={declare.isPending}
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <FormField id={`${id}-kind`} label={t("planning.leave.kind")}>
            <Select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
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
      {offer && (
        <UnassignShiftsOffer
          key={offer.period.id}
          agentId={agentId}
          period={offer.period}
          shifts={offer.shifts}
          onDone={() => setOffer(null)}
        />
      )}
    </>
  );
}
