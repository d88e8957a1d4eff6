import type { TCompanyLegal } from "@hts/domain";
import { Loader2, Save } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { ErrorState } from "@/components/list-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { useCompanyLegal, useUpdateCompanyLegal } from "../api/company-legal.ts";
import { fieldErrors, toastError } from "./server-errors.ts";

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
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Save aria-hidden="true" />
              )}
              {save.isPending ? t("settings.saving") : t("settings.save")}
            </Button>
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
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.company.title")}</CardTitle>
        <CardDescription>
          {canEdit ? t("settings.company.description") : t("settings.readOnly")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <ErrorState message={t("settings.loadError")} onRetry={() => void query.refetch()} />
        ) : query.data ? (
          <CompanyForm key={query.dataUpdatedAt} initial={query.data} canEdit={canEdit} />
        ) : (
          <Loader2 className="animate-spin" aria-label={t("common.loading")} />
        )}
      </CardContent>
    </Card>
  );
}
