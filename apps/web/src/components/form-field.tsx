import { MSG, MSG_OPS } from "@hts/domain";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

export type FormFieldProps = {
  id: string;
  label: string;
  /** Marks a required field after the label (the asterisk is hidden from screen readers: the input says it). */
  required?: boolean;
  /** Shown after the label in a lighter tone, e.g. "(facultatif)". */
  hint?: string;
  error?: string;
  children: ReactNode;
};

/** Label, control and the error the control points at through `aria-describedby` (`${id}-error`). */
export function FormField({ id, label, required, hint, error, children }: FormFieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
        {hint && <span className="ml-1 font-normal text-muted-foreground">{hint}</span>}
      </Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props tying an input to its FormField's error. */
export function fieldAria(id: string, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
}

// The shared schemas carry French messages (the server sends the same ones): show them in the user's
// language when known, as written otherwise.
const KNOWN = {
  [MSG.required]: "forms.required",
  [MSG.emailInvalid]: "forms.emailInvalid",
  [MSG_OPS.ipInvalid]: "forms.ipInvalid",
  [MSG_OPS.cameraUrlInvalid]: "forms.cameraUrlInvalid",
} as const;

export function translateError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KNOWN[message as keyof typeof KNOWN];
  return key ? t(key) : message;
}
