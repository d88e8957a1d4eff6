import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/list-state";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { usePlanningRules } from "../api/planning-rules-api.ts";
import { LegalRulesForm } from "./legal-rules-form.tsx";

/** 'Règles légales' of Planning Avancé: the thresholds conflict detection applies. */
export function LegalRulesDialog({
  open,
  onOpenChange,
  canWrite,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const rules = usePlanningRules({ enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("planningAdvanced.rules.title")}</DialogTitle>
          <DialogDescription>{t("planningAdvanced.rules.description")}</DialogDescription>
        </DialogHeader>
        {rules.isError ? (
          <ErrorState message={t("planningAdvanced.rules.loadError")} onRetry={() => rules.refetch()} />
        ) : rules.data ? (
          <LegalRulesForm key={JSON.stringify(rules.data)} initial={rules.data} canWrite={canWrite} />
        ) : (
          <Spinner />
        )}
      </DialogContent>
    </Dialog>
  );
}
