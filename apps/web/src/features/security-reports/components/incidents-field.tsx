import {
  SECURITY_INCIDENT_TYPES,
  type TSecurityIncidentType,
} from "@hts/domain/security-reports/security-reports.rules";
import { Plus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import type { TIncidentValues } from "./security-report-form-values.ts";

const EMPTY: TIncidentValues = { type: "intrusion", description: "", measuresTaken: "" };

/**
 * The incidents of the report: a small form adds one at a time (the spec's 'Incident ajouté' and its
 * description check), the list below shows them with a remove button each.
 */
export function IncidentsField({
  items,
  onAdd,
  onRemove,
  disabled,
}: {
  items: TIncidentValues[];
  onAdd(incident: TIncidentValues): void;
  onRemove(index: number): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<TIncidentValues>(EMPTY);
  const [error, setError] = useState<string>();
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const add = () => {
    if (!draft.description.trim()) {
      const message = t("securityReports.form.incidentRequired");
      setError(message);
      toast({ variant: "destructive", title: t("common.error"), description: message });
      descriptionRef.current?.focus();
      return;
    }
    onAdd({ ...draft, description: draft.description.trim(), measuresTaken: draft.measuresTaken.trim() });
    setDraft(EMPTY);
    setError(undefined);
    toast({ variant: "success", title: t("securityReports.form.incidentAdded") });
    descriptionRef.current?.focus();
  };

  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <legend className="sr-only">{t("securityReports.form.incidents")}</legend>
      <div className="grid gap-4 rounded-md border border-border bg-muted/40 p-3 sm:p-4">
        <FormField id={`${id}-type`} label={t("securityReports.form.incidentType")}>
          <Select
            id={`${id}-type`}
            value={draft.type}
            onChange={(event) => setDraft({ ...draft, type: event.target.value as TSecurityIncidentType })}
          >
            {SECURITY_INCIDENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`securityReports.incidentTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          id={`${id}-description`}
          label={t("securityReports.form.incidentDescription")}
          required
          error={error}
        >
          <Textarea
            ref={descriptionRef}
            rows={3}
            aria-required="true"
            {...fieldAria(`${id}-description`, error)}
            value={draft.description}
            onChange={(event) => {
              setDraft({ ...draft, description: event.target.value });
              if (error && event.target.value.trim()) setError(undefined);
            }}
          />
        </FormField>
        <FormField
          id={`${id}-measures`}
          label={t("securityReports.form.incidentMeasures")}
          hint={t("forms.optional")}
        >
          <Textarea
            id={`${id}-measures`}
            rows={2}
            value={draft.measuresTaken}
            onChange={(event) => setDraft({ ...draft, measuresTaken: event.target.value })}
          />
        </FormField>
        <Button variant="secondary" onClick={add} className="w-full sm:w-auto sm:justify-self-start">
          <Plus aria-hidden="true" />
          {t("securityReports.form.addIncident")}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("securityReports.form.noIncidents")}</p>
      ) : (
        <ol className="grid gap-2" aria-label={t("securityReports.form.incidentList")}>
          {items.map((incident, index) => (
            // Incidents have no id before the report is saved; the list only grows or loses items.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex items-start gap-3 rounded-md border border-border bg-card p-3">
              <div className="min-w-0 flex-1">
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
              </div>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onRemove(index)}
                aria-label={t("securityReports.form.removeIncident", { index: index + 1 })}
                className="text-destructive hover:text-destructive"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
