import type { TShiftTemplate } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Select } from "@/components/ui/select";
import { useShiftTemplates } from "../api/templates-api.ts";

/** 'Gabarit' in 'Nouvelle Plage': choosing a template fills the new shift's times (optional). */
export function SlotTemplateField({
  id,
  open,
  templateId,
  onTemplateId,
  onTemplate,
}: {
  id: string;
  open: boolean;
  templateId: string;
  onTemplateId(templateId: string): void;
  onTemplate(template: TShiftTemplate | undefined): void;
}) {
  const { t } = useTranslation();
  const templates = useShiftTemplates({ enabled: open });

  return (
    <FormField id={id} label={t("planningAdvanced.form.template")} hint={t("forms.optional")}>
      <Select
        id={id}
        value={templateId}
        onChange={(event) => {
          onTemplateId(event.target.value);
          onTemplate(templates.data?.find((item) => item.id === event.target.value));
        }}
      >
        <option value="">{t("planningAdvanced.form.noTemplate")}</option>
        {templates.data?.map((template) => (
          <option key={template.id} value={template.id}>
            {`${template.name} (${template.start_time}–${template.end_time})`}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
