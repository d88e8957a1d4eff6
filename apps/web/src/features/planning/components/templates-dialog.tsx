import { zodResolver } from "@hookform/resolvers/zod";
import { PLANNING_SHIFT_TYPES, ZShiftTemplateCreate } from "@hts/domain";
import { Trash2 } from "lucide-react";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { useCreateTemplate, useDeleteTemplate, useShiftTemplates } from "../api/templates-api.ts";
import { translatePlanningError } from "../lib/planning-messages.ts";
import { serverMessage } from "../lib/server-message.ts";

type FormInput = z.input<typeof ZShiftTemplateCreate>;
type FormOutput = z.output<typeof ZShiftTemplateCreate>;
type Field = keyof FormInput;

// Spec part 2, section 5: 08:00-16:00, colour #3B82F6, paid break 30 min, unpaid break 0, regular.
const DEFAULTS: FormInput = {
  name: "",
  start_time: "08:00",
  end_time: "16:00",
  color: "#3B82F6",
  paid_break_minutes: 30,
  unpaid_break_minutes: 0,
  shift_type: "regular",
};

/** 'Gabarits': the company's templates, a form to add one (the spec's defaults) and deletion. */
export function TemplatesDialog({
  open,
  onOpenChange,
  canWrite,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canWrite: boolean;
  /** 'Appliquer': opens 'Appliquer un gabarit' with this template chosen. */
  onApply?: (templateId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const templates = useShiftTemplates({ enabled: open });
  const create = useCreateTemplate();
  const remove = useDeleteTemplate();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZShiftTemplateCreate),
    defaultValues: DEFAULTS,
  });
  const { register, handleSubmit, formState, reset } = form;

  useEffect(() => {
    if (open) reset(DEFAULTS);
  }, [open, reset]);

  const onInvalid = (errors: Partial<Record<Field, { message?: string }>>) =>
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

  const onDelete = (template: { id: string; name: string }) =>
    remove.mutate(
      { id: template.id },
      {
        onSuccess: () =>
          toast({
            variant: "success",
            title: t("planningAdvanced.templatesDialog.deleted"),
            description: template.name,
          }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: t("common.error"),
            description: serverMessage(error, t("planningAdvanced.templatesDialog.deleteError")),
          }),
      },
    );

  const err = (name: Field) => translatePlanningError(t, formState.errors[name]?.message);
  const aria = (name: Field) => fieldAria(`${id}-${name}`, err(name));
  const busy = create.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("planningAdvanced.templatesDialog.title")}</DialogTitle>
          <DialogDescription>{t("planningAdvanced.templatesDialog.description")}</DialogDescription>
        </DialogHeader>
        <section aria-labelledby={`${id}-list`} className="grid gap-2">
          <h3 id={`${id}-list`} className="text-sm font-semibold">
            {t("planningAdvanced.templatesDialog.listTitle")}
          </h3>
          {templates.isPending ? (
            <Spinner />
          ) : templates.data?.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("planningAdvanced.templatesDialog.empty")}</p>
          ) : (
            <ul className="grid gap-2" data-testid="templates-list">
              {templates.data?.map((template) => (
                <li
                  key={template.id}
                  className="flex items-center gap-3 rounded-md border border-border p-2.5 text-sm"
                >
                  <span
                    aria-hidden="true"
                    className="size-4 shrink-0 rounded-full border border-black/10"
                    style={{ backgroundColor: template.color }}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{template.name}</p>
                    <p className="text-xs text-muted-foreground tabular-nums">
                      {t("planningAdvanced.templatesDialog.summary", {
                        start: template.start_time,
                        end: template.end_time,
                        hours: template.duration_hours.toLocaleString(i18n.language),
                        paid: template.paid_break_minutes,
                        unpaid: template.unpaid_break_minutes,
                      })}
                    </p>
                  </div>
                  <span className="hidden text-xs text-muted-foreground sm:inline">
                    {t(`planningAdvanced.shiftTypes.${template.shift_type}`)}
                  </span>
                  {canWrite && onApply && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onApply(template.id)}
                      aria-label={t("planningAdvanced.batch.applyNamed", { name: template.name })}
                    >
                      {t("planningAdvanced.batch.apply")}
                    </Button>
                  )}
                  {canWrite && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-slate-600 hover:text-red-700"
                      disabled={remove.isPending && remove.variables?.id === template.id}
                      onClick={() => onDelete(template)}
                      aria-label={t("planningAdvanced.templatesDialog.delete", { name: template.name })}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        {canWrite && (
          <form
            noValidate
            onSubmit={onSubmit}
            aria-labelledby={`${id}-new`}
            aria-busy={busy}
            className="grid gap-3 rounded-md border border-border bg-muted/40 p-3"
          >
            <h3 id={`${id}-new`} className="text-sm font-semibold">
              {t("planningAdvanced.templatesDialog.newTitle")}
            </h3>
            <FormField
              id={`${id}-name`}
              label={t("planningAdvanced.templatesDialog.name")}
              required
              error={err("name")}
            >
              <Input
                aria-required="true"
                placeholder={t("planningAdvanced.templatesDialog.namePlaceholder")}
                {...aria("name")}
                {...register("name")}
              />
            </FormField>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <FormField
                id={`${id}-start_time`}
                label={t("planningAdvanced.form.start")}
                error={err("start_time")}
              >
                <Input type="time" {...aria("start_time")} {...register("start_time")} />
              </FormField>
              <FormField id={`${id}-end_time`} label={t("planningAdvanced.form.end")} error={err("end_time")}>
                <Input type="time" {...aria("end_time")} {...register("end_time")} />
              </FormField>
              <FormField
                id={`${id}-color`}
                label={t("planningAdvanced.templatesDialog.color")}
                error={err("color")}
              >
                <Input type="color" className="p-1" {...aria("color")} {...register("color")} />
              </FormField>
              <FormField
                id={`${id}-shift_type`}
                label={t("planningAdvanced.form.type")}
                error={err("shift_type")}
              >
                <Select {...aria("shift_type")} {...register("shift_type")}>
                  {PLANNING_SHIFT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`planningAdvanced.shiftTypes.${type}`)}
                    </option>
                  ))}
                </Select>
              </FormField>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <FormField
                id={`${id}-paid_break_minutes`}
                label={t("planningAdvanced.templatesDialog.paidBreak")}
                error={err("paid_break_minutes")}
              >
                <Input
                  type="number"
                  min={0}
                  max={720}
                  {...aria("paid_break_minutes")}
                  {...register("paid_break_minutes", { valueAsNumber: true })}
                />
              </FormField>
              <FormField
                id={`${id}-unpaid_break_minutes`}
                label={t("planningAdvanced.templatesDialog.unpaidBreak")}
                error={err("unpaid_break_minutes")}
              >
                <Input
                  type="number"
                  min={0}
                  max={720}
                  {...aria("unpaid_break_minutes")}
                  {...register("unpaid_break_minutes", { valueAsNumber: true })}
                />
              </FormField>
            </div>
            <div className="flex justify-end">
              <Button type="submit" disabled={busy}>
                {busy
                  ? t("planningAdvanced.templatesDialog.creating")
                  : t("planningAdvanced.templatesDialog.create")}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
