import { ZCameraStatus } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequestRaw } from "@/lib/api-client";
import { cameraKeys } from "./camera-keys.ts";

export type CameraCounts = { online: number; total: number };

async function countOf(query: Record<string, string>, signal?: AbortSignal): Promise<number> {
  // One row is enough: the count comes back in X-Total-Count, whatever the filters on screen.
  const response = await apiRequestRaw<unknown[]>("/cameras", { signal, query: { ...query, limit: 1 } });
  return Number(response.headers.get("X-Total-Count") ?? 0);
}

/** Online cameras out of all the company's cameras, for the header badge. */
export async function getCameraCounts({ signal }: { signal?: AbortSignal }): Promise<CameraCounts> {
  const [online, total] = await Promise.all([
    countOf({ status: ZCameraStatus.enum["En ligne"] }, signal),
    countOf({}, signal),
  ]);
  return { online, total };
}

export function cameraCountsQueryOptions() {
  return queryOptions({ queryKey: cameraKeys.counts, queryFn: ({ signal }) => getCameraCounts({ signal }) });
}

export function useCameraCounts() {
  return useQuery(cameraCountsQueryOptions());
}
