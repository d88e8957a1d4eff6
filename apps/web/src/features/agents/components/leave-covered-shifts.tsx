import type { TShift, TUnavailabilityPeriod } from "@hts/domain";
import { format } from "date-fns";
import { AlertTriangle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { fromIsoDate } from "@/features/planning";
import { dateLocale } from "@/lib/date-locale";
import { errorDetail } from "@/lib/server-field-errors";
import { useCoveredShifts, useUnassignCoveredShifts } from "../api/agent-unavailability.ts";

/** "lundi 30 novembre, 08:00–16:00, Entrepôt Ivry": what the planner needs to recognise a shift. */
function useShiftLine() {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  return (shift: TShift) =>
    t("planning.leave.coveredShift", {
      day: format(fromIsoDate(shift.shift_date), "EEEE d MMMM", { locale }),
      start: shift.start_time,
      end: shift.end_time,
      site: shift.site_name ?? "—",
    });
}

/**
 * While the declare form is filled: the agent's scheduled shifts the period would cover (decision 054),
 * a warning before the period is saved. Nothing is asked while the dates are not a valid range.
 */
export function CoveredShiftsPreview({
  agentId,
  startDate,
  endDate,
}: {
  agentId: string;
  startDate: string;
  endDate: string;
}) {
  const { t } = useTranslation();
  const line = useShiftLine();
  const valid = ISO_DAY.test(startDate) && ISO_DAY.test(endDate) && startDate <= endDate;
  const covered = useCoveredShifts({ agentId, period: { startDate, endDate }, enabled: valid });
  if (!valid) return null;
  return (
    <div aria-live="polite" data-testid="leave-covered">
      {covered.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" label="" />
          {t("planning.leave.coveredLoading")}
        </p>
      ) : covered.isError ? (
        <p className="text-sm text-destructive">{t("planning.leave.coveredError")}</p>
      ) : covered.data.count === 0 ? (
        <p className="text-sm text-muted-foreground">{t("planning.leave.coveredNone")}</p>
      ) : (
        <div className="grid gap-1.5 rounded-md border border-amber-300 bg-amber-50 p-2.5 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
            {t("planning.leave.coveredWarning", { count: covered.data.count })}
          </p>
          <ul className="grid gap-0.5 pl-6">
            {covered.data.shifts.map((shift) => (
              <li key={shift.id} className="first-letter:uppercase">
                {line(shift)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * After a period is declared over scheduled shifts: 'Désassigner les N gardes', every shift checked by
 * default. Unassigning cancels them (decision 054); every planning screen is refreshed.
 */
export function UnassignShiftsOffer({
  agentId,
  period,
  shifts,
  onDone,
}: {
  agentId: string;
  period: TUnavailabilityPeriod;
  shifts: TShift[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const line = useShiftLine();
  const unassign = useUnassignCoveredShifts(agentId);
  const [chosen, setChosen] = useState(() => new Set(shifts.map((shift) => shift.id)));
  const title = useRef<HTMLHeadingElement>(null);
  // The offer replaces the form's attention: keyboard and screen-reader users land on it.
  useEffect(() => title.current?.focus(), []);

  const toggle = (shiftId: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(shiftId);
      else next.delete(shiftId);
      return next;
    });

  const submit = () => {
    const all = chosen.size === shifts.length;
    unassign.mutate(
      { periodId: period.id, input: all ? {} : { shiftIds: [...chosen] } },
      {
        onSuccess: (result) => {
          toast({
            variant: "success",
            title: t("planning.leave.unassigned", { count: result.count }),
            description: t("planning.leave.unassignedDescription"),
          });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: t("common.error"),
            description: errorDetail(error, t("planning.leave.unassignError")),
          }),
      },
    );
  };

  return (
    <section
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      aria-labelledby={`${id}-title`}
      aria-busy={unassign.isPending}
      data-testid="leave-unassign"
    >
      <h4 id={`${id}-title`} ref={title} tabIndex={-1} className="font-semibold focus-visible:outline-none">
        {t("planning.leave.offerTitle")}
      </h4>
      <p id={`${id}-description`}>{t("planning.leave.offerDescription")}</p>
      <ul className="grid gap-1.5" aria-describedby={`${id}-description`}>
        {shifts.map((shift) => (
          <li key={shift.id} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${shift.id}`}
              checked={chosen.has(shift.id)}
              onCheckedChange={(checked) => toggle(shift.id, checked === true)}
            />
            <label htmlFor={`${id}-${shift.id}`} className="first-letter:uppercase">
              {line(shift)}
            </label>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={unassign.isPending}>
          {t("planning.leave.keepShifts")}
        </Button>
        <Button type="button" size="sm" onClick={submit} disabled={unassign.isPending || chosen.size === 0}>
          {unassign.isPending
            ? t("planning.leave.unassigning")
            : t("planning.leave.unassign", { count: chosen.size })}
        </Button>
      </div>
    </section>
  );
}
