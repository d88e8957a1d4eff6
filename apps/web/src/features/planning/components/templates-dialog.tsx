import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useTemplateCreate } from "../lib/use-template-create.ts";
import { TemplateForm } from "./template-form.tsx";
import { TemplateList } from "./template-list.tsx";

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
  const { t } = useTranslation();
  const create = useTemplateCreate({ open });

  return (
    <Dialog open={open} onOpenChange={(next) => !create.busy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("planningAdvanced.templatesDialog.title")}</DialogTitle>
          <DialogDescription>{t("planningAdvanced.templatesDialog.description")}</DialogDescription>
        </DialogHeader>
        <TemplateList open={open} canWrite={canWrite} onApply={onApply} />
        {canWrite && <TemplateForm {...create} />}
      </DialogContent>
    </Dialog>
  );
}
