import type { TSecurityReport } from "@hts/domain/security-reports/security-reports.schemas";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { SignaturePad, type SignaturePadHandle } from "@/components/signature-pad";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Section } from "./report-form-section.tsx";
import type { ReportFieldProps } from "./report-general-section.tsx";

/**
 * 'Validation': the responsible person and the signature. Decision 016: an edit keeps the stored
 * signature unless the user removes it on purpose.
 */
export function ReportValidationSection({
  id,
  form,
  err,
  aria,
  editing,
  busy,
  signatureRef,
  signature,
  onSignature,
  removeSignature,
  onRemoveSignature,
}: ReportFieldProps & {
  editing: TSecurityReport | null;
  busy: boolean;
  signatureRef: RefObject<SignaturePadHandle | null>;
  signature: string | null;
  onSignature(signature: string | null): void;
  removeSignature: boolean;
  onRemoveSignature(remove: boolean): void;
}) {
  const { t } = useTranslation();
  const { register } = form;

  return (
    <Section title={t("securityReports.form.validation")}>
      <FormField
        id={`${id}-responsibleName`}
        label={t("securityReports.form.responsibleName")}
        error={err("responsibleName")}
      >
        <Input autoComplete="name" {...aria("responsibleName")} {...register("responsibleName")} />
      </FormField>
      <SignaturePad
        ref={signatureRef}
        label={t("securityReports.form.signature")}
        instructions={
          editing?.hasSignature
            ? t("securityReports.form.signatureKeep")
            : t("securityReports.form.signatureInstructions")
        }
        clearLabel={t("securityReports.form.signatureClear")}
        emptyText={t("securityReports.form.signatureEmpty")}
        signedText={t("securityReports.form.signatureSigned")}
        onChange={onSignature}
        disabled={busy}
      />
      {editing?.hasSignature && !signature && (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-removeSignature`}
            checked={removeSignature}
            onCheckedChange={(checked) => onRemoveSignature(checked === true)}
            disabled={busy}
          />
          <Label htmlFor={`${id}-removeSignature`} className="text-sm font-normal">
            {t("securityReports.form.signatureRemove")}
          </Label>
        </div>
      )}
    </Section>
  );
}
