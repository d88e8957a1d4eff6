import { CLIENT_REQUEST_STATUSES, type TClientRequestStatus } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { PageSpinner } from "@/components/page-spinner";
import { Select } from "@/components/ui/select";
import { useRecordRights } from "@/lib/auth/record-rights";
import { usePageTitle } from "@/lib/use-page-title";
import { clientRequestsQuery } from "../api/clients-api.ts";
import { ClientRequestCard } from "../components/client-request-card.tsx";

/** 'Demandes clients' (issue 25): what clients asked from their portal; managers answer and close. */
export function ClientRequestsPage() {
  const { t } = useTranslation();
  usePageTitle(t("clients.requests.title"));
  const [status, setStatus] = useState<TClientRequestStatus | "">("open");
  const list = useQuery(clientRequestsQuery(status));
  const canAnswer = useRecordRights().atAll("client-request", "update");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("clients.requests.title")}</h1>
      <p className="text-sm text-muted-foreground">{t("clients.requests.intro")}</p>
      <FormField label={t("clients.requests.filter")} className="max-w-xs">
        <Select value={status} onChange={(e) => setStatus(e.target.value as TClientRequestStatus | "")}>
          <option value="">{t("clients.requests.all")}</option>
          {CLIENT_REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`portal.requests.status.${s}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <p role="alert">{t("clients.requests.error")}</p>
      ) : list.data.length === 0 ? (
        <p className="rounded-lg border border-border p-4">{t("clients.requests.empty")}</p>
      ) : (
        <ul className="space-y-3">
          {list.data.map((r) => (
            <ClientRequestCard key={`${r.id}-${r.updatedAt}`} request={r} canAnswer={canAnswer} />
          ))}
        </ul>
      )}
    </div>
  );
}
