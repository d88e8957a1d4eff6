import {
  SECURITY_INCIDENT_TYPES,
  type TSecurityIncidentType,
} from "@hts/domain/security-reports/security-reports.rules";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { ReportEntriesField, type ReportEntriesProps } from "./report-entries-field.tsx";
import { reportEntryTexts } from "./report-entry-texts.ts";
import type { TIncidentValues } from "./security-report-form-values.ts";

const EMPTY: TIncidentValues = { type: "intrusion", description: "", measuresTaken: "" };

/** The incidents of the report: a type, the required description, the measures taken. */
export function IncidentsField(props: ReportEntriesProps<TIncidentValues>) {
  const { t } = useTranslation();
  return (
    <ReportEntriesField
      {...props}
      empty={EMPTY}
      texts={reportEntryTexts(t, "incident")}
      clean={(draft) => ({
        ...draft,
        description: draft.description.trim(),
        measuresTaken: draft.measuresTaken.trim(),
      })}
      renderFields={({ id, draft, update, description }) => (
        <>
          <FormField id={`${id}-type`} label={t("securityReports.form.incidentType")}>
            <Select
              id={`${id}-type`}
              value={draft.type}
              onChange={(event) => update({ type: event.target.value as TSecurityIncidentType })}
            >
              {SECURITY_INCIDENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`securityReports.incidentTypes.${type}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {description}
          <FormField
            id={`${id}-measures`}
            label={t("securityReports.form.incidentMeasures")}
            hint={t("forms.optional")}
          >
            <Textarea
              id={`${id}-measures`}
              rows={2}
              value={draft.measuresTaken}
              onChange={(event) => update({ measuresTaken: event.target.value })}
            />
          </FormField>
        </>
      )}
      renderEntry={(incident, index) => (
        <>
          <p className="text-sm font-semibold text-foreground">
            {index + 1}. {t(`securityReports.incidentTypes.${incident.type}`)}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-foreground">
            {incident.description}
          </p>
          {incident.measuresTaken && (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">
              <span className="font-medium">{t("securityReports.form.measuresPrefix")}</span>{" "}
              {incident.measuresTaken}
            </p>
          )}
        </>
      )}
    />
  );
}
