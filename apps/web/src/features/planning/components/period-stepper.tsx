import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** Back, 'Aujourd'hui', forward: the period steppers of Planning Avancé and HTS PLANNING PRO. */
export function PeriodStepper({
  previousLabel,
  nextLabel,
  onMove,
  onToday,
}: {
  previousLabel: string;
  nextLabel: string;
  onMove(step: number): void;
  onToday(): void;
}) {
  const { t } = useTranslation();

  return (
    <>
      <Button variant="outline" size="icon" onClick={() => onMove(-1)} aria-label={previousLabel}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button variant="outline" onClick={onToday}>
        {t("planningAdvanced.today")}
      </Button>
      <Button variant="outline" size="icon" onClick={() => onMove(1)} aria-label={nextLabel}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </>
  );
}
