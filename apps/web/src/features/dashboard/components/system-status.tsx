import type { TDashboard } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { StatusPill } from "@/components/status-pill";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";

/** Measured components of the platform; 'Actif' is green, anything else red (spec part 1, section 3). */
export function SystemStatus({ components }: { components: TDashboard["systemStatus"] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="text-lg font-semibold">{t("dashboard.systemStatus")}</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3" data-testid="system-status">
          {components.map((component) => (
            <li key={component.key} className="grid content-start gap-2 rounded-md border border-border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-semibold">{component.name}</h3>
                <StatusPill ok={component.status === "Actif"} tone="danger" label={component.status} />
              </div>
              <p className="text-2xl font-bold tabular-nums">
                {component.uptime.toLocaleString(i18n.language, { maximumFractionDigits: 1 })} %
              </p>
              <p className="text-xs text-muted-foreground">
                {t("dashboard.uptimeSince", { date: formatDateTime(component.since, i18n.language) })}
              </p>
              <p className="text-sm text-muted-foreground break-words">{component.description}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
