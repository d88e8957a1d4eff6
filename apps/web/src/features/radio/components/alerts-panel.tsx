import { mayAtAll, RADIO_PANEL, type TRadioAlert, type TRole } from "@hts/domain";
import { AlertTriangle, MapPin } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { formatDateTime } from "@/lib/format-date";
import { formatNumber } from "@/lib/format-number";
import { useAlertAction, useNearestAgents } from "../api/radio-api.ts";

/** The emergency panel: the first 3 alerts, then all on demand (spec section 9). */
export function AlertsPanel({ alerts, role }: { alerts: TRadioAlert[]; role: TRole }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const open = alerts.filter((a) => a.status !== "resolved");
  const shown = all ? alerts : open.slice(0, RADIO_PANEL.alerts);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <AlertTriangle aria-hidden="true" className="size-5 text-destructive" />
          {t("radio.alerts.title")}
        </CardTitle>
        {all || alerts.length > shown.length ? (
          <Button variant="link" size="sm" onClick={() => setAll((v) => !v)}>
            {all ? t("radio.alerts.showLess") : t("radio.alerts.showAll", { count: alerts.length })}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("radio.alerts.empty")}</p>
        ) : (
          <ul className="grid gap-3" data-testid="radio-alerts">
            {shown.map((alert) => (
              <AlertItem key={alert.id} alert={alert} role={role} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AlertItem({ alert, role }: { alert: TRadioAlert; role: TRole }) {
  const { t, i18n } = useTranslation();
  const [showNearest, setShowNearest] = useState(false);
  const nearest = useNearestAgents(showNearest ? alert.id : null);
  const act = useAlertAction();
  const canAssign = mayAtAll({ role, kind: "radio-alert", action: "assign" });
  const canResolve = mayAtAll({ role, kind: "radio-alert", action: "resolve" });
  const run = async (action: "dispatch" | "acknowledge" | "resolve", agentId?: string) => {
    try {
      await act.mutateAsync({ id: alert.id, action, agentId });
      toast({ variant: "success", title: t("radio.alerts.actionDone") });
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: error instanceof Error && error.message ? error.message : t("radio.alerts.actionError"),
      });
    }
  };
  const critical = alert.severity === "critical";
  return (
    <li
      className={`rounded-lg border p-3 ${critical && alert.status === "active" ? "border-destructive/50 bg-destructive/5" : ""}`}
      data-testid="radio-alert"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={critical ? "destructive" : "warning"}>{t(`radio.alerts.types.${alert.type}`)}</Badge>
        <Badge variant="outline">{t(`radio.alerts.severities.${alert.severity}`)}</Badge>
        <Badge variant={alert.status === "resolved" ? "success" : "secondary"}>
          {t(`radio.alerts.statuses.${alert.status}`)}
        </Badge>
        <span className="font-medium">{alert.agentName}</span>
        <span className="text-xs text-muted-foreground">
          {formatDateTime(alert.createdAt, i18n.language)}
        </span>
      </div>
      <p className="mt-1 text-sm">{alert.description}</p>
      <p className="mt-1 text-sm">
        <span className="font-medium">{t("radio.alerts.recommendation")} </span>
        {alert.aiRecommendation}
      </p>
      {alert.location && (
        <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
          <MapPin aria-hidden="true" className="size-3" />
          {alert.location.lat.toFixed(5)}, {alert.location.lng.toFixed(5)}
        </p>
      )}
      {alert.dispatchedAgentName && (
        <p className="mt-1 text-sm font-medium" data-testid="radio-alert-dispatched">
          {t("radio.alerts.dispatched", { name: alert.dispatchedAgentName })}
        </p>
      )}
      {alert.responseMinutes !== null && (
        <p className="text-xs text-muted-foreground">
          {t("radio.alerts.responseTime", { value: alert.responseMinutes })}
        </p>
      )}
      {alert.status !== "resolved" && (
        <div className="mt-2 flex flex-wrap gap-2">
          {canAssign && alert.location && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setShowNearest((v) => !v)}
              aria-expanded={showNearest}
            >
              {t("radio.alerts.nearest")}
            </Button>
          )}
          {canResolve && alert.status === "active" && (
            <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => run("acknowledge")}>
              {t("radio.alerts.acknowledge")}
            </Button>
          )}
          {canResolve && (
            <Button size="sm" variant="secondary" disabled={act.isPending} onClick={() => run("resolve")}>
              {t("radio.alerts.resolve")}
            </Button>
          )}
        </div>
      )}
      {showNearest && (
        <div className="mt-2 rounded-md bg-muted/50 p-2" data-testid="radio-nearest">
          <p className="text-sm font-medium">{t("radio.alerts.nearestTitle")}</p>
          {nearest.data && nearest.data.length === 0 && (
            <p className="text-sm text-muted-foreground">{t("radio.alerts.nearestEmpty")}</p>
          )}
          <ul className="mt-1 grid gap-1">
            {nearest.data?.map((agent) => (
              <li key={agent.agentId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  {agent.name} ·{" "}
                  {t("radio.alerts.distance", {
                    value: formatNumber(agent.distanceKm, i18n.language, {
                      minimumFractionDigits: 2,
                      maximumFractionDigits: 2,
                    }),
                  })}
                </span>
                <Button size="sm" disabled={act.isPending} onClick={() => run("dispatch", agent.agentId)}>
                  {t("radio.alerts.dispatch")}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
