import { LOGBOOK_SEVERITIES, type TLogbookSeverity } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { logbookSitesQuery, type LogbookFilters as TFilters } from "../api/logbook-api.ts";

const FIELD = "w-full rounded-md border border-border bg-background px-3 py-2 text-sm";

/** Site, severity, period and 'incidents only'; the shift filter comes from a link (a report, a shift). */
export function LogbookFilters({ value, onChange }: { value: TFilters; onChange: (next: TFilters) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const sites = useQuery(logbookSitesQuery());
  const set = (patch: Partial<TFilters>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
      <label htmlFor={`${id}-site`} className="space-y-1 text-sm font-medium">
        <span>{t("logbook.office.site")}</span>
        <select
          id={`${id}-site`}
          className={FIELD}
          value={value.siteId}
          onChange={(e) => set({ siteId: e.target.value })}
        >
          <option value="">{t("logbook.office.allSites")}</option>
          {(sites.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-severity`} className="space-y-1 text-sm font-medium">
        <span>{t("logbook.severity")}</span>
        <select
          id={`${id}-severity`}
          className={FIELD}
          value={value.severity}
          onChange={(e) => set({ severity: e.target.value as TLogbookSeverity | "" })}
        >
          <option value="">{t("logbook.office.allSeverities")}</option>
          {LOGBOOK_SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {t(`logbook.severities.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-approval`} className="space-y-1 text-sm font-medium">
        <span>{t("logbook.approval.filter")}</span>
        <select
          id={`${id}-approval`}
          className={FIELD}
          value={value.approval}
          onChange={(e) => set({ approval: e.target.value as TFilters["approval"] })}
        >
          <option value="">{t("logbook.approval.any")}</option>
          {(["pending", "approved", "rejected"] as const).map((a) => (
            <option key={a} value={a}>
              {t(`logbook.approval.status.${a}`)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-from`} className="space-y-1 text-sm font-medium">
        <span>{t("logbook.office.from")}</span>
        <input
          id={`${id}-from`}
          type="date"
          className={FIELD}
          value={value.from}
          onChange={(e) => set({ from: e.target.value })}
        />
      </label>
      <label htmlFor={`${id}-to`} className="space-y-1 text-sm font-medium">
        <span>{t("logbook.office.to")}</span>
        <input
          id={`${id}-to`}
          type="date"
          className={FIELD}
          value={value.to}
          onChange={(e) => set({ to: e.target.value })}
        />
      </label>
      <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4"
          checked={value.incidentsOnly}
          onChange={(e) => set({ incidentsOnly: e.target.checked })}
        />
        {t("logbook.office.incidentsOnly")}
      </label>
    </div>
  );
}
