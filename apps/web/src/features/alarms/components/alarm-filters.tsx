import { ALARM_SEVERITIES } from "@hts/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SearchInput } from "@/components/search-input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { AlarmFilters as TAlarmFilters } from "../api/alarm-keys.ts";

export type AlarmFilterValues = {
  search: string;
  status: TAlarmFilters["status"];
  severity: string;
  mine: boolean;
};

/** The alarm list's filters (sent to the server): text, status, severity and 'mine'. */
export function AlarmFilters({
  values,
  onChange,
}: {
  values: AlarmFilterValues;
  onChange(values: AlarmFilterValues): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { search, status, severity, mine } = values;
  const set = <K extends keyof AlarmFilterValues>(key: K, value: AlarmFilterValues[K]) =>
    onChange({ ...values, [key]: value });

  return (
    <>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_12rem_12rem]">
        <SearchInput
          label={t("alarms.searchLabel")}
          placeholder={t("alarms.searchPlaceholder")}
          value={search}
          onChange={(event) => set("search", event.target.value)}
        />
        <div>
          <Label htmlFor={`${id}-status`} className="sr-only">
            {t("alarms.statusFilter")}
          </Label>
          <Select
            id={`${id}-status`}
            value={status}
            onChange={(event) => set("status", event.target.value as TAlarmFilters["status"])}
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
            onChange={(event) => set("severity", event.target.value)}
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
          onChange={(event) => set("mine", event.target.checked)}
        />
        {t("alarms.mine")}
      </label>
    </>
  );
}
