import type { TShiftCheck } from "@hts/domain";
import { useCallback, useMemo, useState } from "react";

export type ConflictGate = {
  /** The conflicts the change would create, shown before it is kept; null when none is pending. */
  found: TShiftCheck | null;
  reason: string;
  setReason: (reason: string) => void;
  /** The form changed or closed: the answer no longer applies. */
  clear: () => void;
  /** Asks the server; true when the change creates no conflict and may be saved at once. */
  passes: (check: () => Promise<TShiftCheck>) => Promise<boolean>;
  /** What the save sends once the user chose 'Enregistrer quand même' (a reason only if something blocks). */
  override: () => { override_reason?: string };
  /** 'Enregistrer quand même' is possible: only warnings, or blocking ones with a reason from a manager. */
  mayConfirm: boolean;
};

/**
 * Conflicts at save time on the web (decisions 040 and 041): every shift dialog asks the server's check
 * before saving and shows what it finds; the user saves anyway or changes the shift.
 */
export function useConflictGate(): ConflictGate {
  const [found, setFound] = useState<TShiftCheck | null>(null);
  const [reason, setReason] = useState("");
  const clear = useCallback(() => {
    setFound(null);
    setReason("");
  }, []);
  const passes = useCallback(async (check: () => Promise<TShiftCheck>) => {
    const answer = await check();
    if (answer.conflicts.length === 0 && answer.blocking.length === 0) {
      setFound(null);
      return true;
    }
    setFound(answer);
    return false;
  }, []);
  const blocked = (found?.blocking.length ?? 0) > 0;
  const mayConfirm = found !== null && (!blocked || (found.may_override && reason.trim().length > 0));
  const override = useCallback(
    () => (blocked && reason.trim() ? { override_reason: reason.trim() } : {}),
    [blocked, reason],
  );
  return useMemo(
    () => ({ found, reason, setReason, clear, passes, override, mayConfirm }),
    [found, reason, clear, passes, override, mayConfirm],
  );
}
