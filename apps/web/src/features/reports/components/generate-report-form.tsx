import type { TReportPeriod } from "@hts/domain/reports/report-period.rules";
import { REPORT_PERIODS } from "@hts/domain/reports/report-period.rules";
import {
  REPORT_FORMATS,
  REPORT_TYPES,
  type TReportFormat,
  type TReportType,
} from "@hts/domain/reports/reports.schemas";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { NamedOptions } from "@/components/named-options";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { TAnalysisSite } from "../api/get-analysis-sites.ts";
import { type TGenerate, type TGenerateValues, useGenerateForm } from "./use-generate-form.ts";

/** The request of 'Générer un rapport': type, format, period (dates when custom), site and graphs. */
export function GenerateReportForm({
  open,
  sites,
  starting,
  onGenerate,
  onOpenChange,
}: {
  open: boolean;
  sites: TAnalysisSite[];
  starting: boolean;
  onGenerate: TGenerate;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { values, errors, set, submit } = useGenerateForm({ open, onGenerate });
  const err = (key: keyof TGenerateValues) => errors[key];
  const aria = (key: keyof TGenerateValues) => fieldAria(`${id}-${key}`, err(key));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={starting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-type`} label={t("reports.dialog.type")} required error={err("type")}>
          <Select
            {...aria("type")}
            value={values.type}
            onChange={(e) => set("type", e.target.value as TReportType)}
          >
            {REPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`reports.types.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={`${id}-format`} label={t("reports.dialog.format")} required error={err("format")}>
          <Select
            {...aria("format")}
            value={values.format}
            onChange={(e) => set("format", e.target.value as TReportFormat)}
          >
            {REPORT_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`reports.formats.${format}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField id={`${id}-period`} label={t("reports.dialog.period")} required error={err("period")}>
        <Select
          {...aria("period")}
          value={values.period}
          onChange={(e) => set("period", e.target.value as TReportPeriod)}
        >
          {REPORT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`reports.periods.${period}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {values.period === "custom" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={`${id}-startDate`}
            label={t("reports.dialog.startDate")}
            required
            error={err("startDate")}
          >
            <Input
              type="date"
              aria-required="true"
              {...aria("startDate")}
              value={values.startDate}
              onChange={(e) => set("startDate", e.target.value)}
            />
          </FormField>
          <FormField id={`${id}-endDate`} label={t("reports.dialog.endDate")} required error={err("endDate")}>
            <Input
              type="date"
              aria-required="true"
              {...aria("endDate")}
              value={values.endDate}
              onChange={(e) => set("endDate", e.target.value)}
            />
          </FormField>
        </div>
      )}
      <FormField id={`${id}-siteId`} label={t("reports.dialog.site")} error={err("siteId")}>
        <Select {...aria("siteId")} value={values.siteId} onChange={(e) => set("siteId", e.target.value)}>
          <option value="">{t("reports.allSites")}</option>
          <NamedOptions items={sites} />
        </Select>
      </FormField>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-graphs`}
          checked={values.includeGraphs}
          onCheckedChange={(checked) => set("includeGraphs", checked === true)}
        />
        <Label htmlFor={`${id}-graphs`} className="font-normal">
          {t("reports.dialog.includeGraphs")}
        </Label>
      </div>
      <DialogFooter className="pt-2">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={starting}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={starting}>
          {starting ? t("reports.dialog.submitting") : t("reports.dialog.submit")}
        </Button>
      </DialogFooter>
    </form>
  );
}
