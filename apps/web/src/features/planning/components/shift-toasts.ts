import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import { errorDetail, serverFieldErrors } from "@/lib/server-field-errors";
import { formatHours } from "../lib/work-time.ts";

export type ShiftSavedParams = { title: string; hours: number };

export type ShiftFailedParams = {
  error: unknown;
  /** The fields a 422 may name; each one found is handed to `setFieldError`. */
  fields: readonly string[];
  setFieldError: (name: string, message: string) => void;
  fallback: string;
};

/** The toasts of the shift dialogs: the work hours the server computed, or its error. */
export function useShiftToasts() {
  const { t, i18n } = useTranslation();
  const saved = ({ title, hours }: ShiftSavedParams) =>
    toast({
      variant: "success",
      title,
      description: t("planning.shiftForm.createdHours", { hours: formatHours(hours, i18n.language) }),
    });
  const failed = ({ error, fields, setFieldError, fallback }: ShiftFailedParams) => {
    for (const [name, message] of serverFieldErrors(error, fields)) setFieldError(name, message);
    toast({ variant: "destructive", title: t("common.error"), description: errorDetail(error, fallback) });
  };
  return { saved, failed };
}
