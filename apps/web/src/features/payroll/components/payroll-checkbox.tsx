import { useId } from "react";
import { type Control, Controller, type FieldPath } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { TPayrollFormValues } from "./payroll-form-values.ts";

type BooleanField = {
  [K in FieldPath<TPayrollFormValues>]: TPayrollFormValues[K] extends boolean | undefined ? K : never;
}[FieldPath<TPayrollFormValues>];

/** One bonus or allowance box, wired to the form. */
export function PayrollCheckbox({
  control,
  name,
  label,
  detail,
}: {
  control: Control<TPayrollFormValues>;
  name: BooleanField;
  label: string;
  /** The amount it adds, e.g. "19,99 €". */
  detail?: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex min-h-11 items-center gap-3 rounded-md border border-border bg-background px-3 py-2">
          <Checkbox
            id={id}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
          <Label htmlFor={id} className="flex flex-1 cursor-pointer items-center justify-between gap-2">
            <span>{label}</span>
            {detail && <span className="text-xs font-normal text-muted-foreground">{detail}</span>}
          </Label>
        </div>
      )}
    />
  );
}
