import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

export type SpinnerProps = { className?: string; label?: string };

/** Announced politely to screen readers; `label` defaults to "Chargement...". */
export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn("size-5 animate-spin text-primary", className)} />
      <span className="sr-only">{label ?? t("common.loading")}</span>
    </span>
  );
}
