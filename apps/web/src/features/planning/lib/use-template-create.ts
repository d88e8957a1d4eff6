import { zodResolver } from "@hookform/resolvers/zod";
import { ZShiftTemplateCreate } from "@hts/domain";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { toast } from "@/components/ui/toast-store";
import { useCreateTemplate } from "../api/templates-api.ts";
import { translatePlanningError } from "./planning-messages.ts";
import { serverMessage } from "./server-message.ts";

export type TemplateInput = z.input<typeof ZShiftTemplateCreate>;
type TemplateOutput = z.output<typeof ZShiftTemplateCreate>;
export type TemplateField = keyof TemplateInput;

// Spec part 2, section 5: 08:00-16:00, colour #3B82F6, paid break 30 min, unpaid break 0, regular.
const DEFAULTS: TemplateInput = {
  name: "",
  start_time: "08:00",
  end_time: "16:00",
  color: "#3B82F6",
  paid_break_minutes: 30,
  unpaid_break_minutes: 0,
  shift_type: "regular",
};

/** 'Nouveau gabarit''s form and its save: the spec's defaults at each opening and after each creation. */
export function useTemplateCreate({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const create = useCreateTemplate();
  const form = useForm<TemplateInput, unknown, TemplateOutput>({
    resolver: zodResolver(ZShiftTemplateCreate),
    defaultValues: DEFAULTS,
  });
  const { handleSubmit, reset } = form;

  useEffect(() => {
    if (open) reset(DEFAULTS);
  }, [open, reset]);

  const onInvalid = (errors: Partial<Record<TemplateField, { message?: string }>>) =>
    toast({
      variant: "destructive",
      title: t("common.error"),
      description: errors.name
        ? t("planningAdvanced.messages.templateName")
        : (translatePlanningError(t, Object.values(errors).find((e) => e?.message)?.message) ??
          t("planningAdvanced.templatesDialog.createError")),
    });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: serverMessage(error, t("planningAdvanced.templatesDialog.createError")),
      });
      return;
    }
    toast({
      variant: "success",
      title: t("planningAdvanced.templatesDialog.created"),
      description: values.name,
    });
    reset(DEFAULTS);
  }, onInvalid);

  return { form, onSubmit, busy: create.isPending };
}

export type TemplateCreate = ReturnType<typeof useTemplateCreate>;
