import type { TAutoScheduleResult } from "@hts/domain";
import { useTranslation } from "react-i18next";

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
const hours = (minutes: number) => (minutes / 60).toLocaleString(undefined, { maximumFractionDigits: 1 });

/**
 * What the proposal costs and why (decision 110): each term of the cost, the spread of nights, Sundays
 * and weekends between the agents who may hold them, and each agent's hours against his contract.
 */
export function AutoScheduleFigures({ result }: { result: TAutoScheduleResult }) {
  const { t } = useTranslation();
  const { breakdown, fairness, agents } = result;
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
          <table className="w-full max-w-md text-left">
            <thead>
              <tr>
                <th scope="col">{t("coverage.auto.fairness.kind")}</th>
                <th scope="col">{t("coverage.auto.fairness.min")}</th>
                <th scope="col">{t("coverage.auto.fairness.max")}</th>
                <th scope="col">{t("coverage.auto.fairness.spread")}</th>
              </tr>
            </thead>
            <tbody>
              {KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row" className="font-normal">
                    {t(`coverage.auto.fairness.${kind}`)}
                  </th>
                  <td>{fairness[kind]?.min ?? 0}</td>
                  <td>{fairness[kind]?.max ?? 0}</td>
                  <td>{fairness[kind]?.spread ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {agents && agents.length > 0 && (
        <section aria-labelledby="auto-agents" className="grid max-h-64 gap-1 overflow-auto">
          <h3 id="auto-agents" className="font-semibold">
            {t("coverage.auto.agents.title")}
          </h3>
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col">{t("coverage.auto.agents.agent")}</th>
                <th scope="col">{t("coverage.auto.agents.hours")}</th>
                <th scope="col">{t("coverage.auto.agents.contract")}</th>
                <th scope="col">{t("coverage.auto.fairness.nights")}</th>
                <th scope="col">{t("coverage.auto.fairness.sundays")}</th>
                <th scope="col">{t("coverage.auto.fairness.weekends")}</th>
              </tr>
            </thead>
            <tbody>
              {agents.map((a) => (
                <tr key={a.agent_id}>
                  <th scope="row" className="font-normal">
                    {a.agent_name ?? a.agent_id}
                  </th>
                  <td className="tabular-nums">{hours(a.minutes)}</td>
                  <td className="tabular-nums">{hours(a.contract_minutes)}</td>
                  <td>{a.nights}</td>
                  <td>{a.sundays}</td>
                  <td>{a.weekends}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
