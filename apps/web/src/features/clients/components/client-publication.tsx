import { PUBLISHED_KINDS, type TPublication } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Select } from "@/components/ui/select";
import { clientsApi, publicationQuery, useClientMutation } from "../api/clients-api.ts";

type TLevel = "hidden" | "published" | "approved";
const LEVELS: Record<keyof TPublication, readonly TLevel[]> = {
  tours: ["hidden", "published"],
  incidents: ["hidden", "approved", "published"],
  logbook: ["hidden", "published"],
  alarms: ["hidden", "published"],
  reports: ["hidden", "published"],
};

/** What this client's portal shows, kind by kind (decision 102); saved on change. */
export function ClientPublication({ clientId, canWrite }: { clientId: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const publication = useQuery(publicationQuery(clientId));
  const publish = useClientMutation(clientsApi.publish);
  if (!publication.data) return null;
  return (
    <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium">{t("clients.publication.title")}</legend>
      {PUBLISHED_KINDS.map((kind) => (
        <div key={kind} className="space-y-1">
          <label htmlFor={`pub-${clientId}-${kind}`} className="text-xs text-muted-foreground">
            {t(`clients.publication.kinds.${kind}`)}
          </label>
          <Select
            id={`pub-${clientId}-${kind}`}
            value={publication.data[kind]}
            disabled={!canWrite || publish.isPending}
            onChange={(e) => publish.mutate({ id: clientId, [kind]: e.target.value })}
          >
            {LEVELS[kind].map((level) => (
              <option key={level} value={level}>
                {t(`clients.publication.levels.${level}`)}
              </option>
            ))}
          </Select>
        </div>
      ))}
    </fieldset>
  );
}
