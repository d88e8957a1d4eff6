import { Trash2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { useDeleteTemplate, useShiftTemplates } from "../api/templates-api.ts";
import { serverMessage } from "../lib/server-message.ts";

/** The company's templates in 'Gabarits', each with 'Appliquer' and its deletion for those who may write. */
export function TemplateList({
  open,
  canWrite,
  onApply,
}: {
  open: boolean;
  canWrite: boolean;
  onApply?: (templateId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const templates = useShiftTemplates({ enabled: open });
  const remove = useDeleteTemplate();

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

  return (
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
  );
}
