import { zodResolver } from "@hookform/resolvers/zod";
import type { TShift } from "@hts/domain";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-error";
import { setServerFieldErrors } from "@/lib/server-field-errors";
import { checkShiftChange, useUpdateShift } from "../api/shifts-api.ts";
import { useShiftToasts } from "../components/shift-toasts.ts";
import {
  SHIFT_EDIT_FIELDS,
  type ShiftEditInput,
  type ShiftEditOutput,
  shiftEditValues,
  ZShiftEditForm,
} from "./shift-edit-form.ts";
import { useConflictGate } from "./use-conflict-gate.ts";

/**
 * The edit form of a shift and its save: the conflict check first (decision 041), the PATCH, with the
 * override when the user confirms 'Enregistrer quand même'; a 409 shows the conflicts that refused it.
 */
export function useShiftEdit({ shift, onSaved }: { shift: TShift | null; onSaved(): void }) {
  const { t } = useTranslation();
  const update = useUpdateShift();
  const toasts = useShiftToasts();
  const gate = useConflictGate();
  const [checking, setChecking] = useState(false);
  const form = useForm<ShiftEditInput, unknown, ShiftEditOutput>({
    resolver: zodResolver(ZShiftEditForm),
    defaultValues: shiftEditValues(shift),
  });
  const { handleSubmit, reset, setError } = form;

  useEffect(() => {
    if (!shift) return;
    reset(shiftEditValues(shift));
    gate.clear();
  }, [shift, reset, gate.clear]);

  // The server's answer is about the values it was given: any change asks again at the next save.
  useEffect(() => {
    const subscription = form.watch(() => gate.clear());
    return () => subscription.unsubscribe();
  }, [form.watch, gate.clear]);

  const submit = (confirmed: boolean) =>
    handleSubmit(async (values) => {
      if (!shift) return;
      const change = {
        id: shift.id,
        input: { ...values, notes: values.notes || null, post: values.post || null },
      };
      setChecking(true);
      try {
        // The server's conflicts are shown before the change is kept (decision 041).
        if (!confirmed && !(await gate.passes(() => checkShiftChange(change)))) return;
        const saved = await update.mutateAsync({
          id: shift.id,
          input: { ...change.input, ...(confirmed ? gate.override() : {}) },
        });
        toasts.saved({ title: t("planning.shiftEdit.updated"), hours: saved.actual_work_hours });
        onSaved();
      } catch (error) {
        if (isApiError(error) && error.status === 409)
          await gate.passes(() => checkShiftChange(change)).catch(() => undefined);
        setServerFieldErrors(error, setError, SHIFT_EDIT_FIELDS);
        toasts.failed({ error, fallback: t("planning.shiftEdit.updateError") });
      } finally {
        setChecking(false);
      }
    });

  return { form, gate, busy: update.isPending || checking, submit };
}
