import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { portalAlarmsQuery } from "../api/portal-api.ts";

/** Alarms of the chosen sites, when the company publishes them to this client (hidden otherwise). */
export function PortalAlarms({ siteId }: { siteId?: string }) {
  const { t, i18n } = useTranslation();
  const alarms = useQuery(portalAlarmsQuery(siteId));
  if (alarms.isPending || alarms.isError || alarms.data === null) return null;
  return (
    <section aria-labelledby="portal-alarms" className="space-y-3">
      <h2 id="portal-alarms" className="text-lg font-semibold">
        {t("portal.alarms.title")}
      </h2>
      {alarms.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("portal.alarms.empty")}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {alarms.data.map((a) => (
            <li key={a.id} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
              <span>
                {a.siteName} · {a.title}
              </span>
              <span className="text-muted-foreground">
                {new Date(a.createdAt).toLocaleString(i18n.language)} ·{" "}
                {t(`portal.alarms.status.${a.status}`, a.status)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
