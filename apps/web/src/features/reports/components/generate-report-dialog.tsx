import { REPORT_PERIODS, type TReportPeriod } from "@hts/domain/reports/report-period.rules";
import {
  REPORT_FORMATS,
  REPORT_TYPES,
  type TReportFormat,
  type TReportJob,
  type TReportType,
  ZReportCreate,
} from "@hts/domain/reports/reports.schemas";
import { CheckCircle2, Download, XCircle } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { TAnalysisSite } from "../api/get-analysis-sites.ts";
import { useReportJob } from "../api/get-report-job.ts";
import { JobProgress } from "./job-progress.tsx";

export type TGenerateValues = {
  type: TReportType;
  format: TReportFormat;
  period: TReportPeriod;
  startDate: string;
  endDate: string;
  siteId: string;
  includeGraphs: boolean;
};

// The spec: includeGraphs checked by default; a month is the usual reporting period.
export const GENERATE_DEFAULTS: TGenerateValues = {
  type: "security",
  format: "pdf",
  period: "month",
  startDate: "",
  endDate: "",
  siteId: "",
  includeGraphs: true,
};

type TErrors = Partial<Record<keyof TGenerateValues, string>>;

/**
 * 'Générer un rapport': the request form, then the job's progress once started (polled every second)
 * and its download when done. `jobId` is the job shown; null shows the form.
 */
export function GenerateReportDialog({
  open,
  onOpenChange,
  sites,
  jobId,
  starting,
  downloading,
  onGenerate,
  onDownload,
  onNew,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  sites: TAnalysisSite[];
  jobId: string | null;
  starting: boolean;
  downloading: boolean;
  onGenerate(values: TGenerateValues): Promise<{ fieldErrors?: TErrors } | undefined>;
  onDownload(job: TReportJob): void;
  onNew(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<TGenerateValues>(GENERATE_DEFAULTS);
  const [errors, setErrors] = useState<TErrors>({});
  const job = useReportJob(jobId);

  useEffect(() => {
    if (open && !jobId) {
      setValues(GENERATE_DEFAULTS);
      setErrors({});
    }
  }, [open, jobId]);

  const set = <K extends keyof TGenerateValues>(key: K, value: TGenerateValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const custom = values.period === "custom";
    const parsed = ZReportCreate.safeParse({
      type: values.type,
      format: values.format,
      period: values.period,
      startDate: custom ? values.startDate || null : null,
      endDate: custom ? values.endDate || null : null,
      siteId: values.siteId || null,
      includeGraphs: values.includeGraphs,
    });
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (typeof key === "string" && key in values) found[key as keyof TGenerateValues] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    const result = await onGenerate(values);
    if (result?.fieldErrors) setErrors(result.fieldErrors);
  };

  const err = (key: keyof TGenerateValues) => errors[key];
  const aria = (key: keyof TGenerateValues) => fieldAria(`${id}-${key}`, err(key));
  const current = job.data;

  return (
    <Dialog open={open} onOpenChange={(next) => !starting && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("reports.dialog.title")}</DialogTitle>
          <DialogDescription>
            {jobId ? t("reports.dialog.progressDescription") : t("reports.dialog.description")}
          </DialogDescription>
        </DialogHeader>
        {jobId ? (
          <div className="grid gap-4" aria-live="polite">
            {current ? (
              <>
                <div>
                  <p className="font-medium text-foreground">{current.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {current.period} · {current.site}
                  </p>
                </div>
                <JobProgress job={current} />
                {current.status === "done" && (
                  <p className="flex items-center gap-2 text-sm font-medium text-success-strong">
                    <CheckCircle2 className="size-4" aria-hidden="true" />
                    {t("reports.dialog.ready")}
                  </p>
                )}
                {current.status === "failed" && (
                  <p className="flex items-center gap-2 text-sm font-medium text-destructive" role="alert">
                    <XCircle className="size-4" aria-hidden="true" />
                    {current.error ?? t("reports.dialog.failed")}
                  </p>
                )}
              </>
            ) : (
              <p className="text-sm text-muted-foreground">{t("common.loading")}</p>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={onNew}>
                {t("reports.dialog.another")}
              </Button>
              {current?.status === "done" ? (
                <Button onClick={() => onDownload(current)} disabled={downloading}>
                  <Download aria-hidden="true" />
                  {t("reports.recent.download")}
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => onOpenChange(false)}>
                  {t("reports.dialog.background")}
                </Button>
              )}
            </DialogFooter>
          </div>
        ) : (
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
              <FormField
                id={`${id}-format`}
                label={t("reports.dialog.format")}
                required
                error={err("format")}
              >
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
                <FormField
                  id={`${id}-endDate`}
                  label={t("reports.dialog.endDate")}
                  required
                  error={err("endDate")}
                >
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
              <Select
                {...aria("siteId")}
                value={values.siteId}
                onChange={(e) => set("siteId", e.target.value)}
              >
                <option value="">{t("reports.allSites")}</option>
                {sites.map((site) => (
                  <option key={site.id} value={site.id}>
                    {site.name}
                  </option>
                ))}
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
        )}
      </DialogContent>
    </Dialog>
  );
}
