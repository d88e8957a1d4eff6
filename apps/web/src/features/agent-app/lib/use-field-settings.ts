import type { TFieldSettings } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { agentKeys, fetchFieldSettings } from "../api/agent-api.ts";
import { readValue, writeValue } from "./offline-store.ts";

const KEY = "field-settings";

/**
 * The company's field settings (the control room's number, the geofence policy), kept in IndexedDB so
 * that an SOS in a basement still offers the number.
 */
export function useFieldSettings() {
  return useQuery({
    queryKey: agentKeys.fieldSettings,
    networkMode: "offlineFirst",
    queryFn: async (): Promise<TFieldSettings> => {
      try {
        const settings = await fetchFieldSettings();
        await writeValue(KEY, settings);
        return settings;
      } catch (error) {
        const saved = await readValue<TFieldSettings>(KEY);
        if (saved) return saved;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}
