import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/list-state";
import { SearchInput } from "@/components/search-input";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { usePlanningAgents } from "../api/planning-choices.ts";
import type { AgentChoice } from "../lib/batch-bodies.ts";

/**
 * Agents of a batch: 'Tous les agents', or a selection in a checkbox list (filtered by name or badge,
 * scrolling on its own so a 50-agent company fits on a phone).
 */
export function AgentPicker({
  value,
  onChange,
  legend,
}: {
  value: AgentChoice;
  onChange: (value: AgentChoice) => void;
  legend: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const agents = usePlanningAgents();
  const [filter, setFilter] = useState("");
  const shown = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    const list = agents.data?.agents ?? [];
    return needle
      ? list.filter((agent) => `${agent.name} ${agent.badge}`.toLocaleLowerCase().includes(needle))
      : list;
  }, [agents.data, filter]);
  const selected = new Set(value.ids);
  const toggle = (agentId: string, on: boolean) =>
    onChange({
      all: false,
      ids: on ? [...value.ids, agentId] : value.ids.filter((other) => other !== agentId),
    });

  return (
    <fieldset className="grid gap-2 rounded-md border border-border p-3" data-testid="agent-picker">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-all`}
          checked={value.all}
          onCheckedChange={(checked) => onChange({ all: checked === true, ids: value.ids })}
        />
        <label htmlFor={`${id}-all`} className="text-sm font-medium">
          {t("planningAdvanced.batch.allAgents")}
        </label>
      </div>
      {!value.all &&
        (agents.isError ? (
          <ErrorState message={t("planningAdvanced.batch.agentsError")} onRetry={() => agents.refetch()} />
        ) : agents.isPending ? (
          <Spinner />
        ) : (
          <>
            <SearchInput
              label={t("planningAdvanced.batch.searchAgents")}
              placeholder={t("planningAdvanced.batch.searchAgents")}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {t("planningAdvanced.batch.selected", { count: value.ids.length })}
            </p>
            {shown.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("planningAdvanced.batch.noAgent")}</p>
            ) : (
              <ul className="grid max-h-48 gap-1 overflow-y-auto pr-1">
                {shown.map((agent) => (
                  <li key={agent.id} className="flex items-center gap-2">
                    <Checkbox
                      id={`${id}-${agent.id}`}
                      checked={selected.has(agent.id)}
                      onCheckedChange={(checked) => toggle(agent.id, checked === true)}
                    />
                    <label htmlFor={`${id}-${agent.id}`} className="text-sm">
                      {agent.name}
                      <span className="ml-1 text-xs text-muted-foreground">{agent.badge}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </>
        ))}
    </fieldset>
  );
}
