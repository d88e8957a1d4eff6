import type { QueryClient } from "@tanstack/react-query";
import { invalidateAfterShiftChange } from "@/components/planning/api/invalidate-planning";

/** After any agent or shift change: the one invalidation every planning screen shares. */
export function invalidatePlanning(queryClient: QueryClient) {
  return invalidateAfterShiftChange(queryClient);
}
