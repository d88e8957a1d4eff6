import { Plus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import type { TInterventionValues } from "./security-report-form-values.ts";

const EMPTY: TInterventionValues = { description: "", agentName: "", time: "" };

/** The interventions of the report, added one at a time like the incidents ('Intervention ajoutée'). */
export function InterventionsField({
  items,
  onAdd,
  onRemove,
  disabled,
}: {
  items: TInterventionValues[];
  onAdd(intervention: TInterventionValues): void;
  onRemove(index: number): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<TInterventionValues>(EMPTY);
  const [error, setError] = useState<string>();
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const add = () => {
    if (!draft.description.trim()) {
      const message = t("securityReports.form.interventionRequired");
      setError(message);
      toast({ variant: "destructive", title: t("common.error"), description: message });
      descriptionRef.current?.focus();
      return;
    }
    onAdd({ description: draft.description.trim(), agentName: draft.agentName.trim(), time: draft.time });
    setDraft(EMPTY);
    setError(undefined);
    toast({ variant: "success", title: t("securityReports.form.interventionAdded") });
    descriptionRef.current?.focus();
  };

  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <legend className="sr-only">{t("securityReports.form.interventions")}</legend>
      <div className="grid gap-4 rounded-md border border-border bg-muted/40 p-3 sm:p-4">
        <FormField
          id={`${id}-description`}
          label={t("securityReports.form.interventionDescription")}
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
              onChange={(event) => setDraft({ ...draft, agentName: event.target.value })}
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
              onChange={(event) => setDraft({ ...draft, time: event.target.value })}
            />
          </FormField>
        </div>
        <Button variant="secondary" onClick={add} className="w-full sm:w-auto sm:justify-self-start">
          <Plus aria-hidden="true" />
          {t("securityReports.form.addIntervention")}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("securityReports.form.noInterventions")}</p>
      ) : (
        <ol className="grid gap-2" aria-label={t("securityReports.form.interventionList")}>
          {items.map((intervention, index) => (
            // Interventions have no id before the report is saved; the list only grows or loses items.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="flex items-start gap-3 rounded-md border border-border bg-card p-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm break-words whitespace-pre-line text-foreground">
                  <span className="font-semibold">{index + 1}.</span> {intervention.description}
                </p>
                {(intervention.agentName || intervention.time) && (
                  <p className="mt-1 text-sm text-muted-foreground">
                    {[intervention.agentName, intervention.time].filter(Boolean).join(" · ")}
                  </p>
                )}
              </div>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onRemove(index)}
                aria-label={t("securityReports.form.removeIntervention", { index: index + 1 })}
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
