import type { TAccessLog } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { ScrollRegion } from "@/components/scroll-region";
import { StatusPill } from "@/components/status-pill";
import { formatDateTime } from "@/lib/format-date";

/** One page of the access log: time, person, badge, department, site, point and direction, decision, reason. */
export function AccessLogTable({ entries, busy }: { entries: TAccessLog[]; busy: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <ScrollRegion label={t("access.tabs.logs")} className="rounded-lg border border-border">
      <DataTable
        caption={t("access.tabs.logs")}
        className="min-w-[48rem]"
        headClassName="bg-muted text-muted-foreground"
        rowClassName="border-t border-border"
        rowTestId="access-log-row"
        data-testid="access-log-table"
        busy={busy}
        rows={entries}
        rowKey={(entry) => entry.id}
        columns={[
          {
            id: "time",
            header: t("access.logs.columns.time"),
            cellClassName: "whitespace-nowrap",
            cell: (entry) => formatDateTime(entry.timestamp, i18n.language),
          },
          {
            id: "person",
            header: t("access.logs.columns.person"),
            cellClassName: "font-medium",
            cell: (entry) => entry.personName,
          },
          {
            id: "badge",
            header: t("access.logs.columns.badge"),
            cell: (entry) => (
              <>
                {entry.badgeId}{" "}
                <span className="text-xs text-muted-foreground">({t(`access.logs.${entry.method}`)})</span>
              </>
            ),
          },
          {
            id: "department",
            header: t("access.logs.columns.department"),
            cell: (entry) => entry.department ?? "—",
          },
          { id: "site", header: t("access.logs.columns.site"), cell: (entry) => entry.siteName },
          {
            id: "location",
            header: t("access.logs.columns.location"),
            cell: (entry) => (
              <>
                {entry.location} ·{" "}
                {t(`access.points.direction.${entry.accessType}` as "access.points.direction.entrée")}
              </>
            ),
          },
          {
            id: "status",
            header: t("access.logs.columns.status"),
            cell: (entry) => (
              <StatusPill
                ok={entry.status === "Autorisé"}
                tone="danger"
                label={entry.status === "Autorisé" ? t("access.logs.granted") : t("access.logs.refused")}
              />
            ),
          },
          {
            id: "reason",
            header: t("access.logs.columns.reason"),
            cell: (entry) => t(`access.reasons.${entry.reasonCode}`),
          },
        ]}
      />
    </ScrollRegion>
  );
}
