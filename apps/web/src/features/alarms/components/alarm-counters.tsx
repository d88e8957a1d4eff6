import { BellRing, CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useAlarmCounts } from "../api/get-alarm-counts.ts";
import { Counter, formatCount } from "./alarm-counter.tsx";

/** The active and resolved alarm counters at the top of 'Système d'alarmes'. */
export function AlarmCounters() {
  const { t, i18n } = useTranslation();
  const counts = useAlarmCounts();

  return (
    <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
      <Counter
        icon={BellRing}
        tone="danger"
        label={t("alarms.activeCount")}
        value={counts.data && formatCount(counts.data.active, i18n.language)}
        testId="alarms-active-count"
      />
      <Counter
        icon={CheckCircle2}
        tone="success"
        label={t("alarms.resolvedCount")}
        value={counts.data && formatCount(counts.data.resolved, i18n.language)}
        testId="alarms-resolved-count"
      />
    </dl>
  );
}
