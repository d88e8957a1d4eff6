import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageSpinner } from "@/components/page-spinner";
import { useRecordRights } from "@/lib/auth/record-rights";
import { usePageTitle } from "@/lib/use-page-title";
import { logbookQuery, type LogbookFilters as TFilters } from "../api/logbook-api.ts";
import { EntryItem } from "../components/entry-item.tsx";
import { LogbookFilters } from "../components/logbook-filters.tsx";
import { PortalApproval } from "../components/portal-approval.tsx";

/** 'Main courante' for the office (issue 23): the entries and incidents from the phones, with their photos. */
export function LogbookPage() {
  const { t } = useTranslation();
  usePageTitle(t("logbook.office.title"));
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<TFilters>({
    siteId: params.get("site") ?? "",
    shiftId: params.get("shift") ?? "",
    severity: "",
    incidentsOnly: false,
    approval: "",
    from: "",
    to: "",
  });
  const page = useQuery(logbookQuery(filters));
  const rights = useRecordRights();
  const mayApprove = rights.atAll("logbook-entry", "update");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("logbook.office.title")}</h1>
      <p className="text-sm text-muted-foreground">{t("logbook.office.intro")}</p>
      <LogbookFilters value={filters} onChange={setFilters} />
      {filters.shiftId && (
        <button
          type="button"
          className="text-sm underline"
          onClick={() => setFilters({ ...filters, shiftId: "" })}
        >
          {t("logbook.office.clearShift")}
        </button>
      )}
      {page.isPending ? (
        <PageSpinner />
      ) : page.isError ? (
        <p role="alert">{t("logbook.office.error")}</p>
      ) : page.data.items.length === 0 ? (
        <p className="rounded-lg border border-border p-4">{t("logbook.empty")}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t("logbook.office.count", { count: page.data.total })}
          </p>
          <ul className="space-y-3">
            {page.data.items.map((entry) => (
              <EntryItem
                key={entry.id}
                entry={entry}
                showSite
                footer={<PortalApproval entry={entry} mayDecide={mayApprove} />}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
