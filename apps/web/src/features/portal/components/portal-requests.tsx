import type { TPortalSite } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { portalRequestsQuery } from "../api/portal-api.ts";
import { PortalRequestForm } from "./portal-request-form.tsx";

const TONE = {
  open: "border-amber-500/40 bg-amber-500/10",
  in_progress: "border-sky-500/40 bg-sky-500/10",
  closed: "border-emerald-500/40 bg-emerald-500/10",
} as const;

/** The client's requests to the company: file one, follow its status and read the answer (issue 25). */
export function PortalRequests({ sites }: { sites: readonly TPortalSite[] }) {
  const { t, i18n } = useTranslation();
  const requests = useQuery(portalRequestsQuery());
  return (
    <section aria-labelledby="portal-requests" className="space-y-3">
      <h2 id="portal-requests" className="text-lg font-semibold">
        {t("portal.requests.title")}
      </h2>
      {sites.length > 0 && <PortalRequestForm sites={sites} />}
      {requests.isPending && <p className="text-sm text-muted-foreground">{t("portal.loading")}</p>}
      {requests.isError && <p role="alert">{t("portal.error")}</p>}
      {requests.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">{t("portal.requests.empty")}</p>
      )}
      {requests.data && requests.data.length > 0 && (
        <ul className="space-y-2">
          {requests.data.map((r) => (
            <li key={r.id} className="space-y-1 rounded-lg border border-border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className={`rounded-full border px-2 py-0.5 text-xs ${TONE[r.status]}`}>
                  {t(`portal.requests.status.${r.status}`)}
                </span>
                <span className="font-medium break-words">{r.subject}</span>
              </div>
              <p className="text-muted-foreground">
                {r.siteName} · {t(`portal.requests.kinds.${r.kind}`)} ·{" "}
                {new Date(r.createdAt).toLocaleDateString(i18n.language)}
                {r.wantedDate ? ` · ${t("portal.requests.for", { day: r.wantedDate })}` : ""}
              </p>
              <p className="whitespace-pre-wrap break-words">{r.body}</p>
              {r.answer && (
                <p className="whitespace-pre-wrap break-words rounded-md bg-muted p-2">
                  <span className="font-medium">{t("portal.requests.answer")} </span>
                  {r.answer}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
