import { gigabytes, type TDashboard } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { StatusPill } from "@/components/status-pill";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";
import { formatPercent } from "@/lib/format-number";

type Component = TDashboard["systemStatus"][number];

/** The spec's status labels are data: each is shown in the user's language. */
const STATUS_KEY = {
  Actif: "up",
  Dégradé: "degraded",
  Arrêté: "stopped",
  "Hors service": "down",
} as const satisfies Record<Component["status"], string>;

/**
 * Measured components of the platform; 'Actif' is green, anything else red (spec part 1, section 3).
 * Each percentage says what it measures: the availability of the component itself. For the cameras that
 * is the monitoring service, so the share of cameras online is shown beside it under its own name.
 */
export function SystemStatus({ components }: { components: TDashboard["systemStatus"] }) {
  const { t, i18n } = useTranslation();
  const describe = useDescribe();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="text-lg font-semibold">{t("dashboard.systemStatus")}</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4" data-testid="system-status">
          {components.map((component) => {
            const text = describe(component);
            return (
              <li
                key={component.key}
                data-testid={`system-${component.key}`}
                className="grid content-start gap-2 rounded-md border border-border p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold">{text.name}</h3>
                  <StatusPill
                    ok={component.status === "Actif"}
                    tone="danger"
                    label={t(`dashboard.componentStatus.${STATUS_KEY[component.status]}`)}
                  />
                </div>
                {text.figure && (
                  <p className="text-base font-semibold tabular-nums" data-testid="system-figure">
                    {text.figure}
                  </p>
                )}
                <div>
                  <p className="text-xs text-muted-foreground">{text.uptimeLabel}</p>
                  <p className="text-2xl font-bold tabular-nums">
                    {formatPercent(component.uptime, i18n.language)}
                  </p>
                </div>
                <p className="text-xs text-muted-foreground">
                  {t("dashboard.uptimeSince", { date: formatDateTime(component.since, i18n.language) })}
                </p>
                <p className="text-sm text-muted-foreground break-words">{text.detail}</p>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Name, what the percentage measures, a headline figure and a detail, in the user's language. */
function useDescribe() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (component: Component) => {
    const d = component.details;
    switch (component.key) {
      case "database":
        return {
          name: t("dashboard.components.database.name"),
          uptimeLabel: t("dashboard.components.database.uptime"),
          figure: null,
          detail: t("dashboard.components.database.detail", {
            engine: d.engine === "postgres" ? "PostgreSQL" : t("dashboard.pglite"),
            ms: d.responseMs ?? 0,
          }),
        };
      case "cameras":
        return {
          name: t("dashboard.components.cameras.name"),
          uptimeLabel: t("dashboard.components.cameras.uptime"),
          figure: t("dashboard.components.cameras.online", {
            online: d.camerasOnline ?? 0,
            total: d.camerasTotal ?? 0,
          }),
          detail: d.leader
            ? t("dashboard.components.cameras.leader", { leader: d.leader })
            : d.lastCheckAt
              ? t("dashboard.components.cameras.lastCheck", { date: formatDateTime(d.lastCheckAt, language) })
              : t("dashboard.components.cameras.noCheck"),
        };
      case "events":
        return {
          name: t("dashboard.components.events.name"),
          uptimeLabel: t("dashboard.components.events.uptime"),
          figure: null,
          detail: `${t(`dashboard.components.events.${d.transport === "postgres" ? "postgres" : "memory"}`)} · ${t(
            "dashboard.components.events.streams",
            { count: d.subscribers ?? 0 },
          )}`,
        };
      case "recording":
        return {
          name: t("dashboard.components.recording.name"),
          uptimeLabel: t("dashboard.components.recording.uptime"),
          figure:
            d.freeBytes != null && d.totalBytes != null
              ? t("dashboard.components.recording.free", {
                  free: gigabytes(d.freeBytes).toLocaleString(language),
                  total: gigabytes(d.totalBytes).toLocaleString(language),
                })
              : null,
          detail:
            d.freeBytes == null
              ? t("dashboard.components.recording.unreadable")
              : t("dashboard.components.recording.threshold", {
                  min: gigabytes(d.minFreeBytes ?? 0).toLocaleString(language),
                }),
        };
      default:
        // A component added later by the server: its own wording, already in the user's language.
        return { name: component.name, uptimeLabel: "", figure: null, detail: component.description };
    }
  };
}
