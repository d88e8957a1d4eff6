import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { ReportEntriesField, type ReportEntriesProps } from "./report-entries-field.tsx";
import { reportEntryTexts } from "./report-entry-texts.ts";
import type { TInterventionValues } from "./security-report-form-values.ts";

const EMPTY: TInterventionValues = { description: "", agentName: "", time: "" };

/** The interventions of the report: the required description, the agent and the time. */
export function InterventionsField(props: ReportEntriesProps<TInterventionValues>) {
  const { t } = useTranslation();
  return (
    <ReportEntriesField
      {...props}
      empty={EMPTY}
      texts={reportEntryTexts(t, "intervention")}
      clean={(draft) => ({
        description: draft.description.trim(),
        agentName: draft.agentName.trim(),
        time: draft.time,
      })}
      renderFields={({ id, draft, update, description }) => (
        <>
          {description}
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <FormField
              id={`${id}-agent`}
              label={t("securityReports.form.interventionAgent")}
              hint={t("forms.optional")}
            >
              <Input
                id={`${id}-agent`}
                autoComplete="off"
                value={draft.agentName}
                onChange={(event) => update({ agentName: event.target.value })}
              />
            </FormField>
            <FormField
              id={`${id}-time`}
              label={t("securityReports.form.interventionTime")}
              hint={t("forms.optional")}
            >
              <Input
                id={`${id}-time`}
                type="time"
                value={draft.time}
                onChange={(event) => update({ time: event.target.value })}
              />
            </FormField>
          </div>
        </>
      )}
      renderEntry={(intervention, index) => (
        <>
          <p className="text-sm break-words whitespace-pre-line text-foreground">
            <span className="font-semibold">{index + 1}.</span> {intervention.description}
          </p>
          {(intervention.agentName || intervention.time) && (
            <p className="mt-1 text-sm text-muted-foreground">
              {[intervention.agentName, intervention.time].filter(Boolean).join(" · ")}
            </p>
          )}
        </>
      )}
    />
  );
}
