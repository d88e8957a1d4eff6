import {
  AlertTriangle,
  ClipboardList,
  Copy,
  LayoutTemplate,
  Plus,
  Scale,
  Sparkles,
  Stamp,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** The header actions of 'Planning Avancé'; copy, template and new shift only for those who may write. */
export function PlanningAdvancedActions({
  canWrite,
  detecting,
  onTemplates,
  onDetect,
  onCopy,
  onApply,
  onNew,
  onPosts,
  onRules,
  onAuto,
}: {
  canWrite: boolean;
  detecting: boolean;
  onTemplates(): void;
  onDetect(): void;
  onCopy(): void;
  onApply(): void;
  onNew(): void;
  /** 'Postes à couvrir' (issue 24); absent for roles that may not read posts. */
  onPosts?: () => void;
  /** 'Règles légales': the conflict thresholds, IDCC 1351 or Code du travail. */
  onRules(): void;
  /** 'Planifier automatiquement' (issue 24), for those who may write. */
  onAuto(): void;
}) {
  const { t } = useTranslation();

  return (
    <>
      {onPosts && (
        <Button variant="outline" onClick={onPosts}>
          <ClipboardList aria-hidden="true" />
          {t("coverage.open")}
        </Button>
      )}
      <Button variant="outline" onClick={onRules}>
        <Scale aria-hidden="true" />
        {t("planningAdvanced.rules.open")}
      </Button>
      <Button variant="outline" onClick={onTemplates}>
        <LayoutTemplate aria-hidden="true" />
        {t("planningAdvanced.templates")}
      </Button>
      <Button variant="outline" onClick={onDetect} disabled={detecting}>
        {detecting ? <Spinner className="size-4" /> : <AlertTriangle aria-hidden="true" />}
        {detecting ? t("planningAdvanced.detecting") : t("planningAdvanced.detectConflicts")}
      </Button>
      {canWrite && (
        <Button variant="outline" onClick={onCopy}>
          <Copy aria-hidden="true" />
          {t("planningAdvanced.batch.copyOpen")}
        </Button>
      )}
      {canWrite && (
        <Button variant="outline" onClick={onApply}>
          <Stamp aria-hidden="true" />
          {t("planningAdvanced.batch.templateOpen")}
        </Button>
      )}
      {canWrite && (
        <Button variant="outline" onClick={onAuto}>
          <Sparkles aria-hidden="true" />
          {t("coverage.auto.open")}
        </Button>
      )}
      {canWrite && (
        <Button onClick={onNew}>
          <Plus aria-hidden="true" />
          {t("planningAdvanced.newShift")}
        </Button>
      )}
    </>
  );
}
