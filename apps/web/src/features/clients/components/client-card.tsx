import type { TClient, TSite } from "@hts/domain";
import { Link2, UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { clientsApi, useClientMutation } from "../api/clients-api.ts";
import { ClientMonthlyReport } from "./client-monthly-report.tsx";
import { ClientPublication } from "./client-publication.tsx";

/** One client: identifiers, its sites and figures; attach a free site, invite a user, publication. */
export function ClientCard({
  client,
  freeSites,
  canWrite,
  onInvite,
}: {
  client: TClient;
  freeSites: TSite[];
  canWrite: boolean;
  onInvite: (client: TClient) => void;
}) {
  const { t } = useTranslation();
  const [siteId, setSiteId] = useState("");
  const attach = useClientMutation(clientsApi.attach);
  const attachSite = () =>
    attach.mutate(
      { id: client.id, siteIds: [siteId] },
      {
        onSuccess: () => setSiteId(""),
        onError: (e) => toast({ title: e.message, variant: "destructive" }),
      },
    );
  return (
    <Card data-testid="client-card">
      <CardHeader>
        <CardTitle>{client.name}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {[client.siren && `SIREN ${client.siren}`, client.billingAddress].filter(Boolean).join(" · ") ||
            "—"}
        </p>
        <p className="text-sm">
          {t("clients.figures", { sites: client.activeSitesCount, alarms: client.activeAlarmsCount })}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-1 text-sm" aria-label={t("clients.sitesOf", { client: client.name })}>
          {client.sites.length === 0 && <li className="text-muted-foreground">{t("clients.noSite")}</li>}
          {client.sites.map((s) => (
            <li key={s.id}>
              {s.name} <span className="text-muted-foreground">· {s.address}</span>
            </li>
          ))}
        </ul>
        {canWrite && (
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-48 flex-1 space-y-1">
              <label htmlFor={`attach-${client.id}`} className="text-xs text-muted-foreground">
                {t("clients.attach.label")}
              </label>
              <Select id={`attach-${client.id}`} value={siteId} onChange={(e) => setSiteId(e.target.value)}>
                <option value="">{t("clients.attach.choose")}</option>
                {freeSites.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </div>
            <Button variant="outline" disabled={!siteId || attach.isPending} onClick={attachSite}>
              <Link2 aria-hidden="true" />
              {t("clients.attach.submit")}
            </Button>
            <Button variant="outline" onClick={() => onInvite(client)}>
              <UserPlus aria-hidden="true" />
              {t("clients.invite.open")}
            </Button>
          </div>
        )}
        <ClientPublication clientId={client.id} canWrite={canWrite} />
        {canWrite && <ClientMonthlyReport clientId={client.id} />}
      </CardContent>
    </Card>
  );
}
