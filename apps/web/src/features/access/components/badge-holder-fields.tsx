import { HOLDER_KINDS } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria, translateError } from "@/components/form-field";
import { Select } from "@/components/ui/select";
import type { BadgeForm } from "../lib/use-badge-form.ts";

/** Whom the badge belongs to: an optional agent or user of the company, else an employee or a visitor. */
export function BadgeHolderFields({
  id,
  badgeForm,
}: {
  id: string;
  badgeForm: Pick<BadgeForm, "form" | "holders" | "link" | "onLink">;
}) {
  const { t } = useTranslation();
  const { form, holders, link, onLink } = badgeForm;
  const error = translateError(t, form.formState.errors.holderKind?.message);
  const optional = t("access.badgeForm.optional");
  const holderOptions = (kind: "agent" | "user") =>
    holders
      ?.filter((h) => h.kind === kind)
      .map((h) => (
        <option key={h.id} value={`${kind}:${h.id}`}>
          {h.name}
        </option>
      ));

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField id={`${id}-link`} label={t("access.badgeForm.linkTo")} hint={optional}>
        <Select id={`${id}-link`} value={link} onChange={(e) => onLink(e.target.value)}>
          <option value="">{t("access.badgeForm.noLink")}</option>
          <optgroup label={t("access.badgeForm.agentGroup")}>{holderOptions("agent")}</optgroup>
          <optgroup label={t("access.badgeForm.userGroup")}>{holderOptions("user")}</optgroup>
        </Select>
      </FormField>
      <FormField id={`${id}-holderKind`} label={t("access.badgeForm.holderKind")} error={error}>
        {/* Its options change with the link: mounted anew, the select shows the kind the link just set. */}
        <Select
          key={link ? "linked" : "free"}
          {...fieldAria(`${id}-holderKind`, error)}
          {...form.register("holderKind")}
          disabled={Boolean(link)}
        >
          {HOLDER_KINDS.filter((k) => (link ? true : k === "employee" || k === "visitor")).map((k) => (
            <option key={k} value={k}>
              {t(`access.badges.kinds.${k}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
