import type { TBackup } from "@hts/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys.ts";

/** GET /api/backups: the company's backups (admins). */
export function getBackups({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<TBackup[]>("/backups", { signal });
}

export function useBackups() {
  return useQuery(
    queryOptions({ queryKey: settingsKeys.backups, queryFn: ({ signal }) => getBackups({ signal }) }),
  );
}
