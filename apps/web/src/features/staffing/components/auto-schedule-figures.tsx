import type { TAutoScheduleResult } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { formatNumber } from "@/lib/format-number";

const TERMS = [
  "uncovered",
  "overstaffed",
  "under_contract",
  "over_contract",
  "night_spread",
  "sunday_spread",
  "weekend_spread",
  "continuity",
  "preferences",
] as const;
const KINDS = ["nights", "sundays", "weekends"] as const;

/**
 * What the proposal costs and why (decision 110): each term of the cost, the spread of nights, Sundays
 * and weekends between the agents who may hold them, and each agent's hours against his contract.
 */
export function AutoScheduleFigures({ result }: { result: TAutoScheduleResult }) {
  const { t, i18n } = useTranslation();
  const { breakdown, fairness, agents } = result;
  // In the interface's language, not the browser's ("7,5" in French).
  const hours = (minutes: number) => formatNumber(minutes / 60, i18n.language);
  if (!breakdown) return null;
  return (
    <div className="grid gap-4 text-sm">
      <section aria-labelledby="auto-cost" className="grid gap-1">
        <h3 id="auto-cost" className="font-semibold">
          {t("coverage.auto.cost.title", { total: breakdown.total ?? 0 })}
        </h3>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 sm:max-w-md">
          {TERMS.map((term) => (
            <div key={term} className="contents">
              <dt>{t(`coverage.auto.cost.${term}`)}</dt>
              <dd className="text-right tabular-nums">{breakdown[term] ?? 0}</dd>
            </div>
          ))}
        </dl>
      </section>
      {fairness && (
        <section aria-labelledby="auto-fairness" className="grid gap-1 overflow-x-auto">
          <h3 id="auto-fairness" className="font-semibold">
            {t("coverage.auto.fairness.title")}
          </h3>
          {/* Four short columns fit a phone: a table there too, not cards. */}
          <DataTable
            caption={t("coverage.auto.fairness.title")}
            cards={false}
            className="max-w-md"
            cellClassName="pr-2"
            rows={KINDS}
            rowKey={(kind) => kind}
            columns={[
              {
                id: "kind",
                header: t("coverage.auto.fairness.kind"),
                rowHeader: true,
                className: "font-normal",
                cell: (kind) => t(`coverage.auto.fairness.${kind}`),
              },
              {
                id: "min",
                header: t("coverage.auto.fairness.min"),
                cell: (kind) => fairness[kind]?.min ?? 0,
              },
              {
                id: "max",
                header: t("coverage.auto.fairness.max"),
                cell: (kind) => fairness[kind]?.max ?? 0,
              },
              {
                id: "spread",
                header: t("coverage.auto.fairness.spread"),
                cell: (kind) => fairness[kind]?.spread ?? 0,
              },
            ]}
          />
        </section>
      )}
      {agents && agents.length > 0 && (
        <section aria-labelledby="auto-agents" className="grid max-h-64 gap-1 overflow-auto">
          <h3 id="auto-agents" className="font-semibold">
            {t("coverage.auto.agents.title")}
          </h3>
          <DataTable
            caption={t("coverage.auto.agents.title")}
            cellClassName="pr-2"
            rows={agents}
            rowKey={(a) => a.agent_id}
            columns={[
              {
                id: "agent",
                header: t("coverage.auto.agents.agent"),
                rowHeader: true,
                className: "font-normal",
                cell: (a) => a.agent_name ?? a.agent_id,
              },
              {
                id: "hours",
                header: t("coverage.auto.agents.hours"),
                className: "tabular-nums",
                cell: (a) => hours(a.minutes),
              },
              {
                id: "contract",
                header: t("coverage.auto.agents.contract"),
                className: "tabular-nums",
                cell: (a) => hours(a.contract_minutes),
              },
              { id: "nights", header: t("coverage.auto.fairness.nights"), cell: (a) => a.nights },
              { id: "sundays", header: t("coverage.auto.fairness.sundays"), cell: (a) => a.sundays },
              { id: "weekends", header: t("coverage.auto.fairness.weekends"), cell: (a) => a.weekends },
            ]}
          />
        </section>
      )}
    </div>
  );
}
