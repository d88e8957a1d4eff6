import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { useUpdateRecordingQuota } from "../api/recording-storage.ts";
import { quotaMbOf, quotaText } from "./recording-size.ts";
import { SaveButton } from "./save-button.tsx";
import { toastError } from "./server-errors.ts";

/** The company's quota for all its recordings, in MB; empty is none. */
export function RecordingQuotaForm({ quotaMb, canEdit }: { quotaMb: number | null; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateRecordingQuota();
  const [text, setText] = useState(quotaText(quotaMb));
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        const value = quotaMbOf(text);
        if (Number.isNaN(value)) {
          setError(t("settings.recording.quotaInvalid"));
          return;
        }
        setError(undefined);
        try {
          await save.mutateAsync({ quotaMb: value });
          toast({ title: t("settings.recording.saved"), variant: "success" });
        } catch (err) {
          toastError(t("settings.errorTitle"), err, t("common.genericError"));
        }
      }}
    >
      <fieldset disabled={!canEdit} className="contents">
        <FormField
          label={t("settings.recording.companyQuota")}
          description={t("settings.recording.companyQuotaHint")}
          error={error}
          className="min-w-0 flex-1 basis-56"
        >
          <Input
            inputMode="numeric"
            value={text}
            placeholder={t("settings.recording.noQuota")}
            onChange={(e) => setText(e.target.value)}
          />
        </FormField>
        {canEdit && <SaveButton pending={save.isPending} />}
      </fieldset>
    </form>
  );
}
