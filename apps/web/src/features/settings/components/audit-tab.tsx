import { ChevronLeft, ChevronRight, FileDown } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { ErrorState } from "@/components/list-state";
import { ScrollRegion } from "@/components/scroll-region";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";
import { saveBlob } from "@/lib/save-blob";
import { downloadAuditCsv, type TAuditFilters, useAudit } from "../api/get-audit.ts";
import { AuditFilters } from "./audit-filters.tsx";
import { toastError } from "./server-errors.ts";

const PAGE = 25;

/** Journal d'audit: who did what and when, filtered, paged, exported as CSV. */
export function AuditTab() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<TAuditFilters>({});
  const [offset, setOffset] = useState(0);
  const audit = useAudit({ ...filters, limit: PAGE, offset });
  const total = audit.data?.total ?? 0;
  const setFilter = (key: keyof TAuditFilters, value: string) => {
    setOffset(0);
    setFilters((f) => ({ ...f, [key]: value || undefined }));
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t("settings.audit.title")}</CardTitle>
          <CardDescription>{t("settings.audit.description")}</CardDescription>
        </div>
        <Button
          variant="outline"
          onClick={async () => {
            try {
              saveBlob({
                blob: await downloadAuditCsv(filters),
                fileName: `${t("common.files.auditLog")}-${new Date().toISOString().slice(0, 10)}.csv`,
              });
            } catch (e) {
              toastError(t("settings.errorTitle"), e, t("common.genericError"));
            }
          }}
        >
          <FileDown aria-hidden="true" />
          {t("settings.audit.export")}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AuditFilters filters={filters} onChange={setFilter} />
        {audit.isError && (
          <ErrorState message={t("settings.loadError")} onRetry={() => void audit.refetch()} />
        )}
        <ScrollRegion label={t("settings.audit.title")}>
          <DataTable
            caption={t("settings.audit.title")}
            className="min-w-[520px]"
            cellClassName="py-2 pr-3"
            headClassName="border-b text-muted-foreground"
            rowClassName="border-b align-top"
            rows={audit.data?.items ?? []}
            rowKey={(e) => e.id}
            columns={[
              {
                id: "date",
                header: t("settings.audit.date"),
                cellClassName: "whitespace-nowrap",
                cell: (e) => formatDateTime(e.at, i18n.language),
              },
              {
                id: "user",
                header: t("settings.audit.user"),
                cell: (e) => e.user_name ?? t("settings.audit.system"),
              },
              {
                id: "what",
                header: t("settings.audit.what"),
                className: "pr-0",
                // Issue 29: the row as a sentence in the reader's language (built by the server).
                cell: (e) => e.sentence,
              },
            ]}
          />
        </ScrollRegion>
        {audit.data && total === 0 && (
          <p className="text-sm text-muted-foreground">{t("settings.audit.empty")}</p>
        )}
        {total > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {t("settings.audit.page", { from: offset + 1, to: Math.min(offset + PAGE, total), total })}
            </span>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={offset === 0}
                onClick={() => setOffset((o) => Math.max(0, o - PAGE))}
              >
                <ChevronLeft aria-hidden="true" />
                {t("settings.audit.previous")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={offset + PAGE >= total}
                onClick={() => setOffset((o) => o + PAGE)}
              >
                {t("settings.audit.next")}
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
