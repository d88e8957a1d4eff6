import {
  type TSecurityReport,
  ZSecurityReportCreate,
} from "@hts/domain/security-reports/security-reports.schemas";
import { useEffect } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import { setServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateSecurityReport } from "../api/create-security-report.ts";
import { useUpdateSecurityReport } from "../api/update-security-report.ts";
import {
  emptyReportValues,
  reportToValues,
  type TSecurityReportFormValues,
} from "./security-report-form-values.ts";

export type TField = keyof TSecurityReportFormValues;

/**
 * The report form's values and its save: checked with the API's own schema before it is sent (so the
 * messages are the spec's and the server's), then created, or the draft in `editing` updated.
 */
export function useSecurityReportSave({
  editing,
  responsibleName,
  geolocation,
  signature,
  removeSignature,
  siteName,
  onSaved,
  onDoneEditing,
}: {
  editing: TSecurityReport | null;
  responsibleName: string;
  geolocation: string;
  /** A signature drawn now (data URL), or null. */
  signature: string | null;
  /** Decision 016: an edit keeps the stored signature unless the user removes it on purpose. */
  removeSignature: boolean;
  siteName(siteId: string): string;
  /** After a save (created or updated): the drawn signature is cleared. */
  onSaved(): void;
  onDoneEditing(): void;
}) {
  const { t } = useTranslation();
  const create = useCreateSecurityReport();
  const update = useUpdateSecurityReport();
  const form = useForm<TSecurityReportFormValues>({ defaultValues: emptyReportValues({ responsibleName }) });
  const { handleSubmit, reset, setError, control } = form;
  const incidents = useFieldArray({ control, name: "incidents" });
  const interventions = useFieldArray({ control, name: "interventions" });

  useEffect(() => {
    reset(editing ? reportToValues(editing) : emptyReportValues({ responsibleName }));
  }, [editing, reset, responsibleName]);

  const onSubmit = handleSubmit(async (values) => {
    const body = {
      ...values,
      geolocation,
      responsibleName: values.responsibleName.trim() || responsibleName,
      // The spec: the signature is sent only when drawn (editing keeps the stored one otherwise).
      ...(signature ? { responsibleSignature: signature } : {}),
    };
    const parsed = ZSecurityReportCreate.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === "string" && field in values)
          setError(field as TField, { message: issue.message });
      }
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: parsed.error.issues[0]?.message,
      });
      return;
    }
    const site = siteName(parsed.data.siteId);
    try {
      if (editing) {
        // The schema turns a missing signature into null, which would clear the stored one: an edit
        // sends the field only when a new one is drawn or the stored one is removed on purpose.
        const { responsibleSignature: _parsed, ...content } = parsed.data;
        const signatureChange = signature
          ? { responsibleSignature: signature }
          : removeSignature
            ? { responsibleSignature: null }
            : {};
        await update.mutateAsync({ id: editing.id, changes: { ...content, ...signatureChange } });
        toast({ variant: "success", title: t("securityReports.form.updated"), description: site });
        onDoneEditing();
      } else {
        await create.mutateAsync(parsed.data);
        toast({
          variant: "success",
          title: t("securityReports.form.created"),
          description: t("securityReports.form.createdDescription", { site }),
        });
        // The spec: the form resets after creation but keeps the geolocation (held outside the form).
        reset(emptyReportValues({ responsibleName }));
      }
      onSaved();
    } catch (error) {
      setServerFieldErrors(error, setError, values);
      const fallback = t(editing ? "securityReports.form.updateError" : "securityReports.form.createError");
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: error instanceof Error && error.message ? error.message : fallback,
      });
    }
  });

  return { form, incidents, interventions, onSubmit, busy: create.isPending || update.isPending };
}
