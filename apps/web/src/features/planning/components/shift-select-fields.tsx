import type { TAgent, TSite } from "@hts/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { FieldBinding } from "./field-bindings.ts";

export type ShiftAgentFieldProps = {
  field: FieldBinding;
  agents: Pick<TAgent, "id" | "name" | "badge">[];
  /** The option before the agents: a placeholder, or the shift's agent missing from the list. */
  first?: ReactNode;
  onAgentChange?: (agentId: string) => void;
};

export function ShiftAgentField({ field, agents, first, onAgentChange }: ShiftAgentFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={field.id} label={t("planning.shiftForm.agent")} required error={field.error}>
      <Select
        aria-required="true"
        {...field.input}
        onChange={(event) => {
          void field.input.onChange(event);
          onAgentChange?.(event.target.value);
        }}
      >
        {first}
        {agents.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {agent.name} ({agent.badge})
          </option>
        ))}
      </Select>
    </FormField>
  );
}

export type ShiftSiteFieldProps = {
  field: FieldBinding;
  sites: Pick<TSite, "id" | "name">[];
  required?: boolean;
  /** The option before the sites: a placeholder, or the shift's site missing from the list. */
  first?: ReactNode;
};

export function ShiftSiteField({ field, sites, required, first }: ShiftSiteFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={field.id} label={t("planning.shiftForm.site")} required={required} error={field.error}>
      <Select aria-required={required ? "true" : undefined} {...field.input}>
        {first}
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

export type ShiftDateFieldProps = { field: FieldBinding };

export function ShiftDateField({ field }: ShiftDateFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={field.id} label={t("planning.shiftForm.date")} required error={field.error}>
      <Input type="date" aria-required="true" {...field.input} />
    </FormField>
  );
}
