import type { TShift, TShiftStatus } from "@hts/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import type { PlanningRange } from "../api/planning-keys.ts";
import { checkShiftChange, useUpdateShiftStatus } from "../api/shifts-api.ts";
import { serverMessage } from "./server-message.ts";
import { useConflictGate } from "./use-conflict-gate.ts";

/**
 * A Kanban card moved to another status: the server's conflict check first (decision 041); a clear move
 * is saved at once, one with conflicts waits for 'Enregistrer quand même' (`confirm`).
 */
export function useKanbanMove(range: PlanningRange) {
  const { t } = useTranslation();
  const updateStatus = useUpdateShiftStatus(range);
  const gate = useConflictGate();
  const [moving, setMoving] = useState<{ shift: TShift; status: TShiftStatus } | null>(null);
  const [checking, setChecking] = useState(false);

  // The server's conflicts are shown before the move is kept (decision 041).
  const onMove = async (shift: TShift, status: TShiftStatus) => {
    setChecking(true);
    try {
      const clear = await gate.passes(() => checkShiftChange({ id: shift.id, input: { status } }));
      if (clear) save(shift, status, {});
      else setMoving({ shift, status });
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: serverMessage(error, t("planningPro.kanban.moveError")),
      });
    } finally {
      setChecking(false);
    }
  };

  const save = (shift: TShift, status: TShiftStatus, override: { override_reason?: string }) =>
    updateStatus.mutate(
      { id: shift.id, status, ...override },
      {
        onSuccess: (updated) =>
          toast({
            variant: "success",
            title: t("planningPro.kanban.moved"),
            description: t("planningPro.kanban.movedDescription", {
              agent: updated.agent_name ?? "",
              status: t(`planningPro.kanban.columns.${updated.status}`),
            }),
          }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: t("common.error"),
            description: serverMessage(error, t("planningPro.kanban.moveError")),
          }),
        onSettled: () => {
          gate.clear();
          setMoving(null);
        },
      },
    );

  return {
    gate,
    busy: updateStatus.isPending || checking,
    onMove,
    confirm: () => moving && save(moving.shift, moving.status, gate.override()),
  };
}
