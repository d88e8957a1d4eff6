import { cloneElement, type ReactElement, useId } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

export type FormFieldProps = {
  label: string;
  /** Already translated; shown under the input and announced with it. */
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  /** One input-like element; it receives id, aria-invalid, aria-describedby and aria-required. */
  children: ReactElement<Record<string, unknown>>;
};

/** Label, control, hint and error wired together so screen readers read them as one field. */
export function FormField({ label, error, hint, required = false, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {/* Seen, not read: `aria-required` on the control already says it to screen readers. */}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
