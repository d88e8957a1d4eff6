import { useTranslation } from "react-i18next";
import { FormField, type fieldAria } from "@/components/form-field";
import { NamedOptions } from "@/components/named-options";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useReportSites } from "../api/get-report-sites.ts";
import { GeolocationField } from "./geolocation-field.tsx";
import { Section } from "./report-form-section.tsx";
import type { useDevicePosition } from "./use-device-position.ts";
import type { TField, useSecurityReportSave } from "./use-security-report-save.ts";

export type ReportFieldProps = {
  id: string;
  form: ReturnType<typeof useSecurityReportSave>["form"];
  err(name: TField): string | undefined;
  aria(name: TField): ReturnType<typeof fieldAria>;
};

/** 'Informations générales': the site, the period covered and where the report was written. */
export function ReportGeneralSection({
  id,
  form,
  err,
  aria,
  geolocation,
  position,
  onLocate,
}: ReportFieldProps & {
  geolocation: string;
  /** The device's position; null for a draft, which keeps the position it was written at. */
  position: ReturnType<typeof useDevicePosition>["position"] | null;
  onLocate(): void;
}) {
  const { t } = useTranslation();
  const sites = useReportSites();
  const { register } = form;

  return (
    <Section title={t("securityReports.form.general")}>
      <FormField id={`${id}-siteId`} label={t("securityReports.form.site")} required error={err("siteId")}>
        <Select aria-required="true" {...aria("siteId")} {...register("siteId")} disabled={sites.isPending}>
          <option value="">
            {sites.isPending ? t("common.loading") : t("securityReports.form.sitePlaceholder")}
          </option>
          <NamedOptions items={sites.data} />
        </Select>
        {sites.isError && <p className="text-sm text-destructive">{t("securityReports.form.sitesError")}</p>}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-periodStart`}
          label={t("securityReports.form.periodStart")}
          required
          error={err("periodStart")}
        >
          <Input type="date" aria-required="true" {...aria("periodStart")} {...register("periodStart")} />
        </FormField>
        <FormField
          id={`${id}-periodEnd`}
          label={t("securityReports.form.periodEnd")}
          required
          error={err("periodEnd")}
        >
          <Input type="date" aria-required="true" {...aria("periodEnd")} {...register("periodEnd")} />
        </FormField>
      </div>
      <GeolocationField
        id={`${id}-geolocation`}
        value={geolocation}
        position={position}
        onLocate={onLocate}
      />
    </Section>
  );
}
