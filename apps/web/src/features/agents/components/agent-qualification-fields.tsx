import { AGENT_CERTIFICATIONS, type TAgent } from "@hts/domain";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria, translateError } from "@/components/form-field";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AgentFormInput } from "./agent-form-values.ts";
import type { AgentForm } from "./use-agent-form.ts";

/** The agent's qualifications: certifications to tick, the professional card's number and expiry. */
export function AgentQualificationFields({
  id,
  form,
  agent,
}: {
  id: string;
  form: AgentForm;
  agent: TAgent | null;
}) {
  const { t } = useTranslation();
  const { register, formState, control } = form;
  const err = (name: keyof AgentFormInput) => translateError(t, formState.errors[name]?.message);
  const aria = (name: keyof AgentFormInput) => fieldAria(`${id}-${name}`, err(name));
  // Qualifications typed elsewhere (the API accepts any text) stay visible and can be unticked.
  const certificationChoices = [
    ...AGENT_CERTIFICATIONS,
    ...(agent?.certifications.filter((c) => !(AGENT_CERTIFICATIONS as readonly string[]).includes(c)) ?? []),
  ];

  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t("planning.agentForm.certifications")}</legend>
        <Controller
          control={control}
          name="certifications"
          render={({ field }) => (
            <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
              {certificationChoices.map((certification) => {
                const checkboxId = `${id}-cert-${certification}`;
                const selected = field.value ?? [];
                return (
                  <div key={certification} className="flex items-center gap-2">
                    <Checkbox
                      id={checkboxId}
                      checked={selected.includes(certification)}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          checked === true
                            ? [...selected, certification]
                            : selected.filter((value) => value !== certification),
                        )
                      }
                    />
                    <Label htmlFor={checkboxId} className="font-normal">
                      {certification}
                    </Label>
                  </div>
                );
              })}
            </div>
          )}
        />
      </fieldset>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-professionalCardNumber`}
          label={t("planning.agentForm.cardNumber")}
          hint={t("forms.optional")}
          error={err("professionalCardNumber")}
        >
          <Input
            autoComplete="off"
            placeholder="CAR-075-2027-03-12-20261234567"
            {...aria("professionalCardNumber")}
            {...register("professionalCardNumber")}
          />
        </FormField>
        <FormField
          id={`${id}-professionalCardExpiry`}
          label={t("planning.agentForm.cardExpiry")}
          hint={t("forms.optional")}
          error={err("professionalCardExpiry")}
        >
          <Input type="date" {...aria("professionalCardExpiry")} {...register("professionalCardExpiry")} />
        </FormField>
      </div>
    </>
  );
}
