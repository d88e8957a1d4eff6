import { useId } from "react";
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldAria, translateError } from "@/components/form-field";

/** What a FormField and its input need: the input's id, the translated error and the input's props. */
export type FieldBinding = {
  id: string;
  error: string | undefined;
  input: ReturnType<typeof fieldAria> & UseFormRegisterReturn;
};

export type UseFieldBindingsParams<TInput extends FieldValues, TOutput> = {
  form: UseFormReturn<TInput, unknown, TOutput>;
};

/** Ties each field of a shift dialog to its FormField: `${id}-${name}` ids, aria and registration. */
export function useFieldBindings<TInput extends FieldValues, TOutput>({
  form,
}: UseFieldBindingsParams<TInput, TOutput>) {
  const { t } = useTranslation();
  const id = useId();
  return (name: Path<TInput>): FieldBinding => {
    const error = translateError(t, (get(form.formState.errors, name) as FieldError | undefined)?.message);
    const fieldId = `${id}-${name}`;
    return { id: fieldId, error, input: { ...fieldAria(fieldId, error), ...form.register(name) } };
  };
}
