import { AlertTriangle, type LucideIcon, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** Nothing to show: a sentence (the spec's, e.g. 'Aucun site trouvé') and an optional action. */
export function EmptyState({
  title,
  description,
  icon: Icon = SearchX,
  children,
}: {
  title: string;
  description?: string;
  icon?: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-input bg-background px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-base font-semibold text-foreground">{title}</p>
      {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
      {children}
    </div>
  );
}

/** A list that failed to load: the reason and a retry, instead of an empty screen that looks normal. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-background px-6 py-10 text-center"
    >
      <AlertTriangle className="size-6 text-destructive" aria-hidden="true" />
      <p className="max-w-md text-sm text-foreground">{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      )}
    </div>
  );
}

// Stable keys for the placeholders (they are never reordered).
const PLACEHOLDER_KEYS = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];

/** Grey placeholder blocks while a list loads, shaped like the cards to come. */
export function CardSkeletons({ count = 6, className = "h-56" }: { count?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">{t("common.loading")}</span>
      {PLACEHOLDER_KEYS.slice(0, count).map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className={`animate-pulse rounded-lg bg-slate-200/70 ${className}`}
        />
      ))}
    </div>
  );
}
