import { ALARM_SEVERITIES, mayAtAll, type TAlarm } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { BellRing, CheckCircle2, Plus, Siren } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { CardSkeletons, EmptyState, ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { useAuth } from "@/lib/auth/auth-context";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { mayOnAlarm } from "../alarm-rights.ts";
import type { AlarmFilters } from "../api/alarm-keys.ts";
import { useTakeAlarm } from "../api/alarm-workflow.ts";
import { alarmQueryOptions } from "../api/get-alarm.ts";
import { useAlarmCounts } from "../api/get-alarm-counts.ts";
import { useAlarms } from "../api/get-alarms.ts";
import { useResolveAlarm } from "../api/resolve-alarm.ts";
import { AlarmCard } from "../components/alarm-card.tsx";
import { Counter, formatCount } from "../components/alarm-counter.tsx";
import { AlarmDetailsDialog } from "../components/alarm-details-dialog.tsx";
import { AlarmFormDialog } from "../components/alarm-form-dialog.tsx";

/** 'Système d'alarmes': counters, filters sent to the server, a card per alarm, details overlay. */
export function AlarmsPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  // Agents raise alarms on the sites they work on (the form offers those); the server checks each.
  const canCreate = user ? mayAtAll({ role: user.role, kind: "alarm", action: "create" }) : false;
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<AlarmFilters["status"]>("");
  const [severity, setSeverity] = useState("");
  const [mine, setMine] = useState(false);
  const q = useDebouncedValue(search.trim());
  const alarms = useAlarms({ q, status, severity, mine });
  const counts = useAlarmCounts();
  const resolve = useResolveAlarm();
  const take = useTakeAlarm();
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<TAlarm | null>(null);
  // A notification links to /dashboard/alarms?id=…: that alarm opens in the details overlay.
  const [params, setParams] = useSearchParams();
  const linkedId = params.get("id");
  const linked = useQuery({ ...alarmQueryOptions({ id: linkedId ?? "" }), enabled: Boolean(linkedId) });
  const shown = selected ?? (linkedId ? (linked.data ?? null) : null);
  const closeDetails = () => {
    setSelected(null);
    if (linkedId) {
      params.delete("id");
      setParams(params, { replace: true });
    }
  };

  const onTake = (alarm: TAlarm) =>
    take.mutate(
      { id: alarm.id },
      {
        onSuccess: (taken) =>
          toast({
            variant: "success",
            title: t("alarms.taken"),
            description: t("alarms.takenDescription", { title: taken.title }),
          }),
        onError: (error) =>
          toast({ variant: "destructive", title: t("common.error"), description: error.message }),
      },
    );
  const takingId = take.isPending ? take.variables?.id : undefined;

  const onResolve = (alarm: TAlarm) =>
    resolve.mutate(
      { id: alarm.id },
      {
        onSuccess: (resolved) =>
          toast({
            variant: "success",
            title: t("alarms.resolved"),
            description: t("alarms.resolvedDescription", { title: resolved.title }),
          }),
        onError: (error) =>
          toast({ variant: "destructive", title: t("common.error"), description: error.message }),
      },
    );
  const resolvingId = resolve.isPending ? resolve.variables?.id : undefined;
  const filtered = q !== "" || status !== "" || severity !== "" || mine;

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title={t("alarms.title")}
        description={t("alarms.subtitle")}
        actions={
          canCreate && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              {t("alarms.add")}
            </Button>
          )
        }
      />
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Counter
          icon={BellRing}
          tone="danger"
          label={t("alarms.activeCount")}
          value={counts.data && formatCount(counts.data.active, i18n.language)}
          testId="alarms-active-count"
        />
        <Counter
          icon={CheckCircle2}
          tone="success"
          label={t("alarms.resolvedCount")}
          value={counts.data && formatCount(counts.data.resolved, i18n.language)}
          testId="alarms-resolved-count"
        />
      </dl>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_12rem_12rem]">
        <SearchInput
          label={t("alarms.searchLabel")}
          placeholder={t("alarms.searchPlaceholder")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div>
          <Label htmlFor={`${id}-status`} className="sr-only">
            {t("alarms.statusFilter")}
          </Label>
          <Select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as AlarmFilters["status"])}
          >
            <option value="">{t("alarms.allStatuses")}</option>
            <option value="active">{t("alarms.status.active")}</option>
            <option value="resolved">{t("alarms.status.resolved")}</option>
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-severity`} className="sr-only">
            {t("alarms.severityFilter")}
          </Label>
          <Select
            id={`${id}-severity`}
            value={severity}
            onChange={(event) => setSeverity(event.target.value)}
          >
            <option value="">{t("alarms.allSeverities")}</option>
            {ALARM_SEVERITIES.map((value) => (
              <option key={value} value={value}>
                {t(`severity.${value}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <label className="flex w-fit items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={mine}
          onChange={(event) => setMine(event.target.checked)}
        />
        {t("alarms.mine")}
      </label>
      {alarms.isPending ? (
        <CardSkeletons count={3} className="h-48 sm:col-span-2 xl:col-span-3" />
      ) : alarms.isError ? (
        <ErrorState message={t("alarms.loadError")} onRetry={() => alarms.refetch()} />
      ) : alarms.items.length === 0 ? (
        <EmptyState
          icon={Siren}
          title={t("alarms.empty")}
          description={filtered ? t("alarms.emptySearch") : t("alarms.emptyHint")}
        />
      ) : (
        <div className="grid grid-cols-1 gap-4">
          <p className="text-sm text-muted-foreground" data-testid="alarms-shown" aria-live="polite">
            {t(alarms.capped ? "alarms.countShownCapped" : "alarms.countShown", {
              shown: alarms.items.length,
              count: alarms.total,
            })}
          </p>
          <ul className="grid grid-cols-1 gap-4" aria-busy={alarms.isFetching}>
            {alarms.items.map((alarm) => (
              <li key={alarm.id}>
                <AlarmCard
                  alarm={alarm}
                  canResolve={mayOnAlarm(user, "resolve", alarm)}
                  resolving={resolvingId === alarm.id}
                  taking={takingId === alarm.id}
                  onDetails={() => setSelected(alarm)}
                  onResolve={() => onResolve(alarm)}
                  onTake={() => onTake(alarm)}
                />
              </li>
            ))}
          </ul>
          {alarms.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => alarms.fetchNextPage()}
              disabled={alarms.isFetchingNextPage}
            >
              {alarms.isFetchingNextPage ? t("alarms.loadingMore") : t("alarms.loadMore")}
            </Button>
          )}
        </div>
      )}
      <AlarmFormDialog open={creating} onOpenChange={setCreating} />
      {shown && (
        <AlarmDetailsDialog
          alarm={shown}
          onOpenChange={(open) => !open && closeDetails()}
          resolving={resolvingId === shown.id}
          taking={takingId === shown.id}
          onResolve={() => onResolve(shown)}
          onTake={() => onTake(shown)}
        />
      )}
    </section>
  );
}
