import { mayAtAll, type TAlarm } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { Plus, Siren } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { CardSkeletons, EmptyState, ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-context";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { mayOnAlarm } from "../alarm-rights.ts";
import { alarmQueryOptions } from "../api/get-alarm.ts";
import { useAlarms } from "../api/get-alarms.ts";
import { AlarmCard } from "../components/alarm-card.tsx";
import { AlarmCounters } from "../components/alarm-counters.tsx";
import { AlarmDetailsDialog } from "../components/alarm-details-dialog.tsx";
import { AlarmFilters, type AlarmFilterValues } from "../components/alarm-filters.tsx";
import { AlarmFormDialog } from "../components/alarm-form-dialog.tsx";
import { useAlarmActions } from "../lib/use-alarm-actions.ts";

/** 'Système d'alarmes': counters, filters sent to the server, a card per alarm, details overlay. */
export function AlarmsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // Agents raise alarms on the sites they work on (the form offers those); the server checks each.
  const canCreate = user ? mayAtAll({ role: user.role, kind: "alarm", action: "create" }) : false;
  const [filters, setFilters] = useState<AlarmFilterValues>({
    search: "",
    status: "",
    severity: "",
    mine: false,
  });
  const { status, severity, mine } = filters;
  const q = useDebouncedValue(filters.search.trim());
  const alarms = useAlarms({ q, status, severity, mine });
  const { onTake, onResolve, takingId, resolvingId } = useAlarmActions();
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
      <AlarmCounters />
      <AlarmFilters values={filters} onChange={setFilters} />
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
              // Cards out of view are neither laid out nor painted until scrolled to (issue 29): the
              // browser's own virtualisation, with the page's height kept by an estimated card size.
              <li key={alarm.id} className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
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
