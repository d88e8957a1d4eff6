import type { TConflictDetectResponse } from "@hts/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast-store";
import { useRunConflictDetection } from "../api/conflicts-api.ts";
import type { PlanningRange } from "../api/planning-keys.ts";
import { serverMessage } from "./server-message.ts";

/** 'Détecter les conflits' over a period: a toast with the count, then the result to show in a dialog. */
export function useConflictDetection() {
  const { t } = useTranslation();
  const detect = useRunConflictDetection();
  const [result, setResult] = useState<TConflictDetectResponse | null>(null);

  const run = (range: PlanningRange) =>
    detect.mutate(range, {
      onSuccess: (found) => {
        toast({
          // Spec part 2, section 8: destructive style when something was found.
          variant: found.total_conflicts > 0 ? "destructive" : "success",
          title: t("planningAdvanced.conflicts.analysisDone"),
          description: t("planningAdvanced.conflicts.found", { count: found.total_conflicts }),
        });
        setResult(found);
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t("common.error"),
          description: serverMessage(error, t("planningAdvanced.conflicts.detectError")),
        }),
    });

  return { run, pending: detect.isPending, result, clear: () => setResult(null) };
}
