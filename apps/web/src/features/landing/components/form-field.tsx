import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

export type FormFieldProps = {
  id: string;
  label: string;
  /** Shown after the label in a lighter tone, e.g. "(facultatif)". */
  hint?: string;
  errorId: string;
  error?: string;
  children: ReactNode;
};

/** Label, control and the error the control points at through aria-describedby. */
export function FormField({ id, label, hint, errorId, error, children }: FormFieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {hint && <span className="ml-1 font-normal text-muted-foreground">{hint}</span>}
      </Label>
      {children}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
