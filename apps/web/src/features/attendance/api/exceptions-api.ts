import type { TAttendanceException } from "@hts/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { attendanceKeys } from "./attendance-keys.ts";

/** GET /api/attendance/exceptions?status=pending: the clock actions awaiting a manager. */
export function usePendingExceptions() {
  return useQuery(
    queryOptions({
      queryKey: attendanceKeys.exceptions,
      queryFn: ({ signal }) =>
        api.get<TAttendanceException[]>("/attendance/exceptions", {
          query: { status: "pending", limit: 100 },
          signal,
        }),
    }),
  );
}

/** POST /api/attendance/events/:id/review: the timesheets change with it. */
export function useReviewException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: "approved" | "rejected" }) =>
      api.post<TAttendanceException>(`/attendance/events/${id}/review`, { decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
