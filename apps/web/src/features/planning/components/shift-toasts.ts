import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import { errorDetail } from "@/lib/server-field-errors";
import { formatHours } from "../lib/work-time.ts";

export type ShiftSavedParams = { title: string; hours: number };

export type ShiftFailedParams = { error: unknown; fallback: string };

/** The toasts of the shift dialogs: the work hours the server computed, or its error. */
export function useShiftToasts() {
  const { t, i18n } = useTranslation();
  const saved = ({ title, hours }: ShiftSavedParams) =>
    toast({
      variant: "success",
      title,
      description: t("planning.shiftForm.createdHours", { hours: formatHours(hours, i18n.language) }),
    });
  // The fields of a 422 are put under their inputs by the dialog (`setServerFieldErrors`).
  const failed = ({ error, fallback }: ShiftFailedParams) => {
    toast({ variant: "destructive", title: t("common.error"), description: errorDetail(error, fallback) });
  };
  return { saved, failed };
}
