import { zodResolver } from "@hookform/resolvers/zod";
import type { TAgent } from "@hts/domain";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import { errorDetail, setServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateAgent } from "../api/create-agent.ts";
import { useUpdateAgent } from "../api/update-agent.ts";
import {
  AGENT_FORM_FIELDS,
  type AgentFormInput,
  type AgentFormOutput,
  agentBody,
  agentFormValues,
  ZAgentForm,
} from "./agent-form-values.ts";

/** The agent form and its save (POST for a new agent, PATCH for an edit); a 422 shows under its field. */
export function useAgentForm({
  open,
  onOpenChange,
  agent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  agent: TAgent | null;
}) {
  const { t } = useTranslation();
  const create = useCreateAgent();
  const update = useUpdateAgent();
  const form = useForm<AgentFormInput, unknown, AgentFormOutput>({
    resolver: zodResolver(ZAgentForm),
    defaultValues: agentFormValues(agent),
  });
  const { handleSubmit, reset, setError } = form;

  useEffect(() => {
    if (open) reset(agentFormValues(agent));
  }, [open, agent, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (agent) await update.mutateAsync({ id: agent.id, input: agentBody(values) });
      else await create.mutateAsync(agentBody(values));
    } catch (error) {
      setServerFieldErrors(error, setError, AGENT_FORM_FIELDS);
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: errorDetail(
          error,
          agent ? t("planning.agentForm.updateError") : t("planning.agentForm.createError"),
        ),
      });
      return;
    }
    toast({
      variant: "success",
      title: agent ? t("planning.agentForm.updated") : t("planning.agentForm.created"),
      description: values.name,
    });
    onOpenChange(false);
  });

  return { form, onSubmit, busy: create.isPending || update.isPending };
}

export type AgentForm = ReturnType<typeof useAgentForm>["form"];
