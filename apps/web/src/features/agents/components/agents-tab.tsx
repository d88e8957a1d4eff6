import type { TAgent } from "@hts/domain";
import { Users } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CardSkeletons, EmptyState, ErrorState } from "@/components/list-state";
import { SearchInput } from "@/components/search-input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { addDaysTo, mondayOf, today, useUnavailabilityInRange } from "@/features/planning";
import { useRecordRights } from "@/lib/auth/record-rights";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAgents } from "../api/get-agents.ts";
import { AgentCard } from "./agent-card.tsx";
import { AGENT_STATUS_FILTERS } from "./agent-status.ts";

const FILTER_KEYS = {
  "": "all",
  actif: "active",
  repos: "rest",
  "en congé": "leave",
  indisponible: "unavailable",
} as const;

export type AgentsTabProps = {
  canEdit: boolean;
  onView: (agent: TAgent) => void;
  onEdit: (agent: TAgent) => void;
};

/** 'Agents': search and status filter run on the server; one card per agent. */
export function AgentsTab({ canEdit, onView, onEdit }: AgentsTabProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<(typeof AGENT_STATUS_FILTERS)[number]>("");
  const q = useDebouncedValue(search.trim());
  const agents = useAgents({ q, status });
  // Who is away today or later this week: one query for every card, shared with the week grids' key.
  const from = today();
  const leave = useUnavailabilityInRange({
    start_date: from,
    end_date: addDaysTo(mondayOf(from), 6),
    enabled: useRecordRights().atAll("leave", "read"),
  });

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5 sm:max-w-md">
          <SearchInput
            label={t("planning.agents.searchLabel")}
            placeholder={t("planning.agents.searchPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="flex items-center gap-2 sm:w-64">
          <Label htmlFor={statusId} className="shrink-0">
            {t("planning.agents.statusFilter")}
          </Label>
          <Select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as (typeof AGENT_STATUS_FILTERS)[number])}
          >
            {AGENT_STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`planning.agents.filter.${FILTER_KEYS[value]}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {agents.isPending ? (
        <CardSkeletons className="h-64" />
      ) : agents.isError ? (
        <ErrorState message={t("planning.agents.loadError")} onRetry={() => agents.refetch()} />
      ) : agents.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title={t("planning.agents.empty")}
          description={q || status ? t("planning.agents.emptySearch") : undefined}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={agents.isFetching}>
          {agents.data.map((agent) => (
            <li key={agent.id} className="flex">
              <AgentCard
                agent={agent}
                leave={leave.data?.filter((period) => period.agentId === agent.id)}
                canEdit={canEdit}
                onView={onView}
                onEdit={onEdit}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
