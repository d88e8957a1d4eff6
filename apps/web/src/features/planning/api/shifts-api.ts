import type {
  TShift,
  TShiftBatchResult,
  TShiftCheck,
  TShiftPatch,
  TShiftStatus,
  ZApplyTemplateInput,
  ZCopyDayInput,
  ZCopyWeekInput,
  ZRepeatInput,
  ZShiftCreateInput,
} from "@hts/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { invalidatePlanning } from "./invalidate-planning.ts";
import { type PlanningRange, planningKeys, type ShiftQuery } from "./planning-keys.ts";

/**
 * The one shift API module of the web app (issue 15): list, create, update, delete, check, status and
 * copy. Every write refreshes every planning screen, the dashboard and payroll (`invalidatePlanning`).
 */

/** The body as the client sends it: type and status defaults are the server's to fill. */
export type TShiftCreateBody = z.input<typeof ZShiftCreateInput>;
export type CopyWeekBody = z.input<typeof ZCopyWeekInput>;
export type CopyDayBody = z.input<typeof ZCopyDayInput>;
export type RepeatBody = z.input<typeof ZRepeatInput>;
export type ApplyTemplateBody = z.input<typeof ZApplyTemplateInput>;

// ---- list

/** GET /api/planning-advanced/shifts: shifts overlapping the days, a night begun the day before included. */
export function listShifts({ signal, ...query }: ShiftQuery & { signal?: AbortSignal }): Promise<TShift[]> {
  return api.get<TShift[]>("/planning-advanced/shifts", { signal, query });
}

export function shiftsQueryOptions(query: ShiftQuery) {
  return queryOptions({
    queryKey: planningKeys.shifts(query),
    queryFn: ({ signal }) => listShifts({ ...query, signal }),
    // Keeps the previous days on screen while the next ones load, instead of flashing an empty grid.
    placeholderData: keepPreviousData,
  });
}

export function usePlanningShifts({ enabled = true, ...query }: ShiftQuery & { enabled?: boolean }) {
  return useQuery({ ...shiftsQueryOptions(query), enabled });
}

/** The agents screen's filters (local days, optional site or agent). */
export type ShiftFilters = { start: string; end: string; siteId?: string; agentId?: string };

/** The same list and cache as `usePlanningShifts`, with the agents screen's filter names. */
export function useShifts({
  enabled = true,
  start,
  end,
  siteId,
  agentId,
}: ShiftFilters & { enabled?: boolean }) {
  return usePlanningShifts({ start_date: start, end_date: end, site_id: siteId, agent_id: agentId, enabled });
}

// ---- check (decision 041)

/** POST /api/planning-advanced/shifts/check: the conflicts a new shift would create; nothing is written. */
export function checkNewShift(input: TShiftCreateBody): Promise<TShiftCheck> {
  return api.post<TShiftCheck>("/planning-advanced/shifts/check", input);
}

/** POST /api/planning-advanced/shifts/:id/check: the same for a change to a shift (edit or move). */
export function checkShiftChange({ id, input }: { id: string; input: TShiftPatch }): Promise<TShiftCheck> {
  return api.post<TShiftCheck>(`/planning-advanced/shifts/${encodeURIComponent(id)}/check`, input);
}

// ---- create, update, delete

/** POST /api/planning-advanced/shifts: 201 with the shift; an end before the start means the next day. */
export function createShift(input: TShiftCreateBody): Promise<TShift> {
  return api.post<TShift>("/planning-advanced/shifts", input);
}

export function useCreateShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShift, onSuccess: () => invalidatePlanning(queryClient) });
}

/** PATCH /api/planning-advanced/shifts/:id */
export function updateShift({ id, input }: { id: string; input: TShiftPatch }): Promise<TShift> {
  return api.patch<TShift>(`/planning-advanced/shifts/${encodeURIComponent(id)}`, input);
}

export function useUpdateShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateShift, onSuccess: () => invalidatePlanning(queryClient) });
}

/** DELETE /api/planning-advanced/shifts/:id (204). */
export function deleteShift({ id }: { id: string }): Promise<void> {
  return api.delete<void>(`/planning-advanced/shifts/${encodeURIComponent(id)}`);
}

export function useDeleteShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteShift, onSuccess: () => invalidatePlanning(queryClient) });
}

// ---- status (the Kanban's move)

/** PATCH /api/planning-advanced/shifts/:id with only the status. */
export function updateShiftStatus({
  id,
  status,
  override_reason,
}: {
  id: string;
  status: TShiftStatus;
  /** A manager keeps a move despite blocking conflicts (decision 040). */
  override_reason?: string;
}): Promise<TShift> {
  return updateShift({ id, input: { status, ...(override_reason ? { override_reason } : {}) } });
}

/**
 * The card moves at once (optimistic) in the displayed week's list; on failure the list goes back to
 * what it was, and in every case the server's answer is reloaded everywhere.
 */
export function useUpdateShiftStatus(range: PlanningRange) {
  const queryClient = useQueryClient();
  const key = planningKeys.shifts(range);
  return useMutation({
    mutationFn: updateShiftStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TShift[]>(key);
      queryClient.setQueryData<TShift[]>(key, (shifts) =>
        shifts?.map((shift) => (shift.id === id ? { ...shift, status } : shift)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => invalidatePlanning(queryClient),
  });
}

// ---- batches (decision 053): copy a week or a day, repeat, apply a template

/** Each batch route with its body; all answer `TShiftBatchResult` (with `dry_run`, the preview). */
export type ShiftBatch =
  | { kind: "copy-week"; body: CopyWeekBody }
  | { kind: "copy-day"; body: CopyDayBody }
  | { kind: "repeat"; body: RepeatBody }
  | { kind: "apply-template"; body: ApplyTemplateBody };

export type ShiftBatchKind = ShiftBatch["kind"];

/**
 * POST /api/planning-advanced/shifts/{copy-week|copy-day|repeat|apply-template}: the batch in one
 * transaction, or with `dry_run` what it would create and the conflicts it would cause (nothing written).
 */
export function runShiftBatch({ kind, body }: ShiftBatch): Promise<TShiftBatchResult> {
  return api.post<TShiftBatchResult>(`/planning-advanced/shifts/${kind}`, body);
}

/** A batch or its preview: after a real one, every planning screen, the dashboard and payroll are refreshed. */
export function useShiftBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runShiftBatch,
    onSuccess: (_result, { body }) => (body.dry_run ? undefined : invalidatePlanning(queryClient)),
  });
}
