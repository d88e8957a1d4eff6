import { AGENT_LEVELS, AGENT_SPECIALITIES, AGENT_STATUSES, type TAgent, type TSite } from "@hts/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria, translateError } from "@/components/form-field";
import { NamedOptions } from "@/components/named-options";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { AgentFormInput } from "./agent-form-values.ts";
import { AgentQualificationFields } from "./agent-qualification-fields.tsx";
import { AGENT_STATUS_KEYS } from "./agent-status.ts";
import { useAgentForm } from "./use-agent-form.ts";

export type AgentFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The agent to edit; null creates one. */
  agent: TAgent | null;
  sites: TSite[];
};

/** 'Nouvel agent' (POST /api/agents) or 'Modifier l'agent' (PATCH), every field of the agent. */
export function AgentFormDialog({ open, onOpenChange, agent, sites }: AgentFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const { form, onSubmit, busy } = useAgentForm({ open, onOpenChange, agent });
  const { register, formState } = form;
  const err = (name: keyof AgentFormInput) => translateError(t, formState.errors[name]?.message);
  const aria = (name: keyof AgentFormInput) => fieldAria(`${id}-${name}`, err(name));

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="grid-cols-1 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {agent ? t("planning.agentForm.editTitle") : t("planning.agentForm.createTitle")}
          </DialogTitle>
          <DialogDescription>{t("planning.agentForm.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4" aria-busy={busy}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id={`${id}-name`} label={t("planning.agentForm.name")} required error={err("name")}>
              <Input autoComplete="off" aria-required="true" {...aria("name")} {...register("name")} />
            </FormField>
            <FormField id={`${id}-badge`} label={t("planning.agentForm.badge")} required error={err("badge")}>
              <Input autoComplete="off" aria-required="true" {...aria("badge")} {...register("badge")} />
            </FormField>
            <FormField id={`${id}-phone`} label={t("planning.agentForm.phone")} required error={err("phone")}>
              <Input
                type="tel"
                autoComplete="off"
                aria-required="true"
                {...aria("phone")}
                {...register("phone")}
              />
            </FormField>
            <FormField id={`${id}-email`} label={t("planning.agentForm.email")} required error={err("email")}>
              <Input
                type="email"
                autoComplete="off"
                aria-required="true"
                {...aria("email")}
                {...register("email")}
              />
            </FormField>
            <FormField
              id={`${id}-speciality`}
              label={t("planning.agentForm.speciality")}
              required
              error={err("speciality")}
            >
              <Select {...aria("speciality")} {...register("speciality")}>
                {AGENT_SPECIALITIES.map((speciality) => (
                  <option key={speciality} value={speciality}>
                    {t(`planning.speciality.${speciality}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id={`${id}-level`} label={t("planning.agentForm.level")} required error={err("level")}>
              <Select {...aria("level")} {...register("level")}>
                {AGENT_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(`planning.level.${level}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id={`${id}-hireDate`}
              label={t("planning.agentForm.hireDate")}
              required
              error={err("hireDate")}
            >
              <Input type="date" aria-required="true" {...aria("hireDate")} {...register("hireDate")} />
            </FormField>
            <FormField id={`${id}-status`} label={t("planning.agentForm.status")} error={err("status")}>
              <Select {...aria("status")} {...register("status")}>
                {AGENT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`planning.agentStatus.${AGENT_STATUS_KEYS[status]}`)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              id={`${id}-assignedSiteId`}
              label={t("planning.agentForm.site")}
              hint={t("forms.optional")}
              error={err("assignedSiteId")}
            >
              <Select {...aria("assignedSiteId")} {...register("assignedSiteId")}>
                <option value="">{t("planning.unassigned")}</option>
                <NamedOptions items={sites} />
              </Select>
            </FormField>
            <FormField
              id={`${id}-photo`}
              label={t("planning.agentForm.photo")}
              hint={t("forms.optional")}
              error={err("photo")}
            >
              <Input
                type="url"
                inputMode="url"
                placeholder="https://"
                autoComplete="off"
                {...aria("photo")}
                {...register("photo")}
              />
            </FormField>
          </div>
          <AgentQualificationFields id={id} form={form} agent={agent} />
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy
                ? t("planning.agentForm.saving")
                : agent
                  ? t("common.save")
                  : t("planning.agentForm.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
