import type { TAgent } from "@hts/domain/agents/agents.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { payrollKeys } from "./payroll-keys.ts";

export type TPayrollAgent = Pick<
  TAgent,
  "id" | "name" | "badge" | "speciality" | "level" | "certifications" | "status"
>;

// The API's page limit; a company with more agents picks from the first 500 by name (the select would be
// unusable long before that).
const LIMIT = 500;

export async function getPayrollAgents({ signal }: { signal?: AbortSignal }): Promise<TPayrollAgent[]> {
  return api.get<TAgent[]>("/agents", { signal, query: { limit: LIMIT } });
}

export function payrollAgentsQueryOptions() {
  return queryOptions({
    queryKey: payrollKeys.agents,
    queryFn: ({ signal }) => getPayrollAgents({ signal }),
  });
}

/** The spec's "payroll agent list": a failure is only logged, the calculator works without it. */
export function usePayrollAgents() {
  return useQuery(payrollAgentsQueryOptions());
}
