import type { TCompanyLegal } from "@hts/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { useCompanyLegal, useUpdateCompanyLegal } from "../api/company-legal.ts";
import { SaveButton } from "./save-button.tsx";
import { fieldErrors, toastError } from "./server-errors.ts";
import { SettingsCard } from "./settings-card.tsx";

// Paramètres > Entreprise (decision 051): the legal identifiers printed on payroll and report documents.

const FIELDS = ["legalName", "address", "siret", "naf", "urssaf"] as const;
type TField = (typeof FIELDS)[number];

function CompanyForm({ initial, canEdit }: { initial: TCompanyLegal; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateCompanyLegal();
  const [values, setValues] = useState<Record<TField, string>>(() => ({
    legalName: initial.legalName ?? "",
    address: initial.address ?? "",
    siret: initial.siret ?? "",
    naf: initial.naf ?? "",
    urssaf: initial.urssaf ?? "",
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setErrors({});
        try {
          const saved = await save.mutateAsync(values);
          setValues({
            legalName: saved.legalName ?? "",
            address: saved.address ?? "",
            siret: saved.siret ?? "",
            naf: saved.naf ?? "",
            urssaf: saved.urssaf ?? "",
          });
          toast({ title: t("settings.toasts.company"), variant: "success" });
        } catch (error) {
          setErrors(fieldErrors(error));
          toastError(t("settings.errorTitle"), error, t("common.genericError"));
        }
      }}
    >
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div
            key={field}
            className={field === "address" || field === "legalName" ? "sm:col-span-2" : undefined}
          >
            <FormField
              id={`company-${field}`}
              label={t(`settings.company.${field}`)}
              hint={t(`settings.company.${field}Hint`)}
              error={errors[field]}
            >
              <Input
                {...fieldAria(`company-${field}`, errors[field])}
                value={values[field]}
                inputMode={field === "siret" ? "numeric" : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              />
            </FormField>
          </div>
        ))}
        {canEdit && (
          <div className="sm:col-span-2">
            <SaveButton pending={save.isPending} />
          </div>
        )}
      </fieldset>
    </form>
  );
}

export function CompanyTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useCompanyLegal();
  return (
    <SettingsCard
      title={t("settings.company.title")}
      description={t("settings.company.description")}
      canEdit={canEdit}
      query={query}
    >
      {(data, key) => <CompanyForm key={key} initial={data} canEdit={canEdit} />}
    </SettingsCard>
  );
}
