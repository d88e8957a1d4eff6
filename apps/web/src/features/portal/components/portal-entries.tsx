import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { portalEntriesQuery, type TPortalSection } from "../api/portal-api.ts";

/**
 * Tours, incidents or logbook entries of the chosen sites, when the company publishes them to this
 * client (hidden otherwise). Incidents "after approval" are the ones a manager approved (decision 112).
 */
export function PortalEntries({ section, siteId }: { section: TPortalSection; siteId?: string }) {
  const { t, i18n } = useTranslation();
  const entries = useQuery(portalEntriesQuery(section, siteId));
  if (entries.isPending || entries.isError || entries.data === null) return null;
  const heading = `portal-${section}`;
  return (
    <section aria-labelledby={heading} className="space-y-3">
      <h2 id={heading} className="text-lg font-semibold">
        {t(`portal.entries.${section}.title`)}
      </h2>
      {entries.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`portal.entries.${section}.empty`)}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {entries.data.map((e) => (
            <li key={e.id} className="space-y-1 px-3 py-2 text-sm">
              <p className="break-words">
                {e.siteName} · {e.title}
              </p>
              <p className="text-muted-foreground">
                {new Date(e.at).toLocaleString(i18n.language)}
                {e.status ? ` · ${t(`portal.entries.status.${e.status}`, e.status)}` : ""}
                {e.agent ? ` · ${e.agent}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
