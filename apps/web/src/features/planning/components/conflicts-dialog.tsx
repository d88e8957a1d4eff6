import type { TConflictDetectResponse } from "@hts/domain";
import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ConflictItem } from "./conflict-item.tsx";

/** The detector's answer for the displayed period, most severe first as the server orders it. */
export function ConflictsDialog({
  result,
  period,
  onClose,
}: {
  result: TConflictDetectResponse | null;
  period: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("planningAdvanced.conflicts.title")}</DialogTitle>
          <DialogDescription>
            {t("planningAdvanced.conflicts.description", { count: result?.total_conflicts ?? 0, period })}
          </DialogDescription>
        </DialogHeader>
        {result && result.conflicts.length === 0 ? (
          <p className="flex items-center gap-2 rounded-md bg-success-soft p-3 text-sm text-success-strong">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t("planningAdvanced.conflicts.none")}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="conflicts-list">
            {result?.conflicts.map((conflict) => (
              <li key={conflict.id}>
                <ConflictItem conflict={conflict} />
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
