import type { TAccessPoint } from "@hts/domain";
import { ChevronLeft, ChevronRight, FileSpreadsheet, FileText, ScrollText } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CardSkeletons, EmptyState, ErrorState } from "@/components/list-state";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import {
  downloadAccessLogs,
  LOG_PAGE_SIZE,
  useAccessLogs,
  useAccessSettings,
  useAccessSites,
} from "../api/access-api.ts";
import type { LogFilters } from "../api/access-keys.ts";
import { AccessLogTable } from "./access-log-table.tsx";

/**
 * 'Journal d'accès': search (name, badge, department), status, site, point and dates, sent to the
 * server, one page at a time. New entries arrive live: the event stream invalidates the query.
 */
export function LogsTab({
  points,
  pointId,
  onPointChange,
}: {
  points: TAccessPoint[];
  pointId: string;
  onPointChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<LogFilters["status"]>("");
  const [siteId, setSiteId] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [page, setPage] = useState(0);
  const q = useDebouncedValue(search.trim());
  const filters: LogFilters = { q, status, siteId, accessPointId: pointId, from, to, page };
  const logs = useAccessLogs(filters);
  const sites = useAccessSites();
  const settings = useAccessSettings();
  const filtered = q !== "" || status !== "" || siteId !== "" || pointId !== "" || from !== "" || to !== "";
  const total = logs.data?.total ?? 0;
  const reset =
    <T,>(setter: (v: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(0);
    };

  const exportAs = (format: "csv" | "xlsx") =>
    downloadAccessLogs(filters, format).catch((error: Error) =>
      toast({ variant: "destructive", title: t("access.logs.exportError"), description: error.message }),
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <SearchInput
          label={t("access.logs.searchLabel")}
          placeholder={t("access.logs.searchPlaceholder")}
          value={search}
          onChange={(event) => reset(setSearch)(event.target.value)}
        />
        <div>
          <Label htmlFor={`${id}-status`} className="sr-only">
            {t("access.logs.statusFilter")}
          </Label>
          <Select
            id={`${id}-status`}
            value={status}
            onChange={(e) => reset(setStatus)(e.target.value as LogFilters["status"])}
          >
            <option value="">{t("access.logs.allStatuses")}</option>
            <option value="Autorisé">{t("access.logs.granted")}</option>
            <option value="Refusé">{t("access.logs.refused")}</option>
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-site`} className="sr-only">
            {t("access.logs.siteFilter")}
          </Label>
          <Select id={`${id}-site`} value={siteId} onChange={(e) => reset(setSiteId)(e.target.value)}>
            <option value="">{t("access.logs.allSites")}</option>
            {sites.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-point`} className="sr-only">
            {t("access.logs.pointFilter")}
          </Label>
          <Select
            id={`${id}-point`}
            value={pointId}
            onChange={(e) => {
              onPointChange(e.target.value);
              setPage(0);
            }}
          >
            <option value="">{t("access.logs.allPoints")}</option>
            {points.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-from`}>{t("access.logs.from")}</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={from}
            onChange={(e) => reset(setFrom)(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-to`}>{t("access.logs.to")}</Label>
          <Input id={`${id}-to`} type="date" value={to} onChange={(e) => reset(setTo)(e.target.value)} />
        </div>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => exportAs("csv")}>
            <FileText aria-hidden="true" />
            {t("access.logs.exportCsv")}
          </Button>
          <Button variant="outline" onClick={() => exportAs("xlsx")}>
            <FileSpreadsheet aria-hidden="true" />
            {t("access.logs.exportExcel")}
          </Button>
        </div>
      </div>
      {settings.data && (
        <p className="text-sm text-muted-foreground">
          {t("access.logs.retention", { days: settings.data.logRetentionDays })}
        </p>
      )}
      {logs.isPending ? (
        <CardSkeletons count={3} className="h-12" />
      ) : logs.isError ? (
        <ErrorState message={t("access.logs.loadError")} onRetry={() => logs.refetch()} />
      ) : logs.data.items.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title={t("access.logs.empty")}
          description={filtered ? t("access.logs.emptySearch") : t("access.logs.emptyHint")}
        />
      ) : (
        <>
          <AccessLogTable entries={logs.data.items} busy={logs.isFetching} />
          <div className="flex items-center justify-end gap-2 text-sm">
            <span aria-live="polite">
              {t("access.logs.page", {
                from: page * LOG_PAGE_SIZE + 1,
                to: Math.min(total, (page + 1) * LOG_PAGE_SIZE),
                total,
              })}
            </span>
            <Button
              size="icon"
              variant="outline"
              aria-label={t("access.logs.previous")}
              disabled={page === 0}
              onClick={() => setPage((p) => p - 1)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              size="icon"
              variant="outline"
              aria-label={t("access.logs.next")}
              disabled={(page + 1) * LOG_PAGE_SIZE >= total}
              onClick={() => setPage((p) => p + 1)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
