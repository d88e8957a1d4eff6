import type { TAlarm, TSecurityReport } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cameraKeys } from "./camera-keys.ts";

export type SnapshotTargets = {
  alarms: Pick<TAlarm, "id" | "title" | "timestamp">[];
  reports: (Pick<TSecurityReport, "id" | "periodStart" | "periodEnd"> & { incidents: string[] })[];
};

/** Active alarms and draft security reports of the camera's site: where a snapshot can go. */
export async function getSnapshotTargets({
  siteId,
  signal,
}: {
  siteId: string;
  signal?: AbortSignal;
}): Promise<SnapshotTargets> {
  const [alarms, reports] = await Promise.all([
    api.get<TAlarm[]>("/alarms", { signal, query: { siteId, status: "active", limit: 50 } }).catch(() => []),
    api
      .get<TSecurityReport[]>("/security-reports", { signal, query: { siteId, status: "draft", limit: 50 } })
      .catch(() => []),
  ]);
  return {
    alarms: alarms.map(({ id, title, timestamp }) => ({ id, title, timestamp })),
    reports: reports
      .filter((r) => r.incidents.length > 0)
      .map((r) => ({
        id: r.id,
        periodStart: r.periodStart,
        periodEnd: r.periodEnd,
        incidents: r.incidents.map((i) => i.description),
      })),
  };
}

export function useSnapshotTargets(siteId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: cameraKeys.targets(siteId),
      queryFn: ({ signal }) => getSnapshotTargets({ siteId, signal }),
      enabled,
    }),
  );
}
