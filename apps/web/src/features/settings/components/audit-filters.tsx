import { auditActionLabel, auditEntityLabel } from "@hts/domain/settings/audit-sentence";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { isLanguage } from "@/i18n/i18n";
import type { TAuditFilters } from "../api/get-audit.ts";
import { useAuditFacets } from "../api/get-audit-facets.ts";
import { useUsers } from "../api/get-users.ts";

type Props = {
  filters: TAuditFilters;
  onChange: (key: keyof TAuditFilters, value: string) => void;
};

/** The audit log's filters: user, entity, action (from the company's own facets), and the date range. */
export function AuditFilters({ filters, onChange: setFilter }: Props) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : "fr";
  const facets = useAuditFacets();
  const users = useUsers();

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <FormField id="audit-user" label={t("settings.audit.user")}>
        <Select
          id="audit-user"
          value={filters.userId ?? ""}
          onChange={(e) => setFilter("userId", e.target.value)}
        >
          <option value="">{t("settings.audit.all")}</option>
          {(users.data ?? []).map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="audit-entity" label={t("settings.audit.entity")}>
        <Select
          id="audit-entity"
          value={filters.entity ?? ""}
          onChange={(e) => setFilter("entity", e.target.value)}
        >
          <option value="">{t("settings.audit.all")}</option>
          {(facets.data?.entities ?? []).map((v) => (
            <option key={v} value={v}>
              {auditEntityLabel(v, lang)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="audit-action" label={t("settings.audit.action")}>
        <Select
          id="audit-action"
          value={filters.action ?? ""}
          onChange={(e) => setFilter("action", e.target.value)}
        >
          <option value="">{t("settings.audit.all")}</option>
          {(facets.data?.actions ?? []).map((v) => (
            <option key={v} value={v}>
              {auditActionLabel(v, lang)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="audit-from" label={t("settings.audit.from")}>
        <Input
          id="audit-from"
          type="date"
          value={filters.from ?? ""}
          onChange={(e) => setFilter("from", e.target.value)}
        />
      </FormField>
      <FormField id="audit-to" label={t("settings.audit.to")}>
        <Input
          id="audit-to"
          type="date"
          value={filters.to ?? ""}
          onChange={(e) => setFilter("to", e.target.value)}
        />
      </FormField>
    </div>
  );
}
