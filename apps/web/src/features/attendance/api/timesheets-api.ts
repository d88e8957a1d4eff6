import type { TTimesheetWeek } from "@hts/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { attendanceKeys } from "./attendance-keys.ts";

/** GET /api/attendance/timesheets?week= (managers, planners). */
export function useTimesheets(week: string) {
  return useQuery(
    queryOptions({
      queryKey: attendanceKeys.week(week),
      queryFn: ({ signal }) => api.get<TTimesheetWeek>("/attendance/timesheets", { query: { week }, signal }),
    }),
  );
}

/** POST /api/attendance/timesheets/validate: payroll then takes the week's validated minutes. */
export function useValidateWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { agent_id: string; week_start: string }) =>
      api.post<TTimesheetWeek>("/attendance/timesheets/validate", input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["payroll"] }),
      ]),
  });
}
