import type { TPayrollHours } from "@hts/domain/payroll/payroll-documents.schemas";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type TMonth = { year: number; month: number };

/** Hours of an agent's month, computed on the server from the planning (the holiday calendar stays there). */
export function getPayrollHours({
  agentId,
  year,
  month,
}: TMonth & { agentId: string }): Promise<TPayrollHours> {
  return api.get<TPayrollHours>("/payroll/hours", { query: { agent_id: agentId, year, month } });
}

/** Asked on demand ('Importer depuis le planning'), so a mutation rather than a cached query. */
export function useImportPayrollHours() {
  return useMutation({ mutationFn: getPayrollHours });
}
