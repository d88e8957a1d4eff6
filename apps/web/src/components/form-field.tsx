import { MSG, MSG_OPS } from "@hts/domain";
import type { TFunction } from "i18next";
import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

export type FormFieldProps = {
  /**
   * The control's id when the caller wires the control itself (with `fieldAria`). Without it, the one
   * element child receives a generated id, aria-invalid, aria-describedby and aria-required.
   */
  id?: string;
  label: string;
  /** Marks a required field after the label (the asterisk is hidden from screen readers: the input says it). */
  required?: boolean;
  /** Shown after the label in a lighter tone, e.g. "(facultatif)". */
  hint?: string;
  /** A sentence under the control (a unit, a rule), announced with it. */
  description?: string;
  /** Already translated; shown under the control and announced with it (`${id}-error`). */
  error?: string;
  className?: string;
  children: ReactNode;
};

/**
 * The one form field of the app: label, control, description and error, tied together so screen readers
 * read them as one field. Every form uses it (issue 15: it replaces four copies).
 */
export function FormField({
  id: givenId,
  label,
  required = false,
  hint,
  description,
  error,
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control =
    givenId === undefined && isValidElement(children)
      ? cloneElement(children as ReactElement<Record<string, unknown>>, {
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": [descriptionId, errorId].filter(Boolean).join(" ") || undefined,
          "aria-required": required || undefined,
        })
      : children;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
        {hint && <span className="ml-1 font-normal text-muted-foreground">{hint}</span>}
      </Label>
      {control}
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
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
