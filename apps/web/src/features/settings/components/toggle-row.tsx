import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";

/** A boolean setting: the box, its label and what it does. */
export function ToggleRow({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
  extra,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
  extra?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3 rounded-md border border-border p-3">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onChange(value === true)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium leading-tight">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
        {extra}
      </div>
    </div>
  );
}
