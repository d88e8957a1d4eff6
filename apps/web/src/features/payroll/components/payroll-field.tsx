import { cloneElement, type ReactElement, useId } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

export type PayrollFieldProps = {
  label: string;
  /** Already translated. */
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
};

/** Label, control, hint and error tied together for screen readers. */
export function PayrollField({
  label,
  error,
  hint,
  required = false,
  className,
  children,
}: PayrollFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
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
      {hint && (
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
