import type { TAccessCheckResult } from "@hts/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkBadge } from "../api/reader-api.ts";
import { beep } from "./beep.ts";

/** How long a result stays on screen before scanning again. */
export const RESULT_MS = 3000;

export type Presentation = { token: string } | { nfcUid: string };

/**
 * Sends a presented badge to the server and holds its answer (or the failure) on screen for
 * `RESULT_MS`, with a beep. `busy` is true while an answer is shown: the camera loop skips frames then.
 */
export function usePresentation(readerKey: string) {
  const { t } = useTranslation();
  const [result, setResult] = useState<TAccessCheckResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const lastCode = useRef<{ code: string; at: number } | null>(null);
  const resultTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resultTimer.current), []);

  const present = useCallback(
    async (presentation: Presentation, { manual = false } = {}) => {
      const code = "token" in presentation ? presentation.token : presentation.nfcUid;
      const last = lastCode.current;
      // The same code held in front of the camera is one presentation, not ten; a typed code always counts.
      if (
        !manual &&
        (busy.current || (last && last.code === code && Date.now() - last.at < RESULT_MS + 1000))
      )
        return;
      busy.current = true;
      lastCode.current = { code, at: Date.now() };
      try {
        const answer = await checkBadge(readerKey, presentation);
        setFailure(null);
        setResult(answer);
        beep(answer.decision === "Autorisé");
      } catch (error) {
        setResult(null);
        setFailure(error instanceof Error && error.message ? error.message : t("access.reader.checkError"));
        beep(false);
      }
      clearTimeout(resultTimer.current);
      resultTimer.current = setTimeout(() => {
        setResult(null);
        setFailure(null);
        busy.current = false;
      }, RESULT_MS);
    },
    [readerKey, t],
  );

  return { result, failure, present, busy };
}
