import type { TPortalService } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { ScrollRegion } from "@/components/scroll-region";
import { hours } from "../lib/period.ts";

type TShift = TPortalService["shifts"][number];

/**
 * The month's shifts: the agent by first name and initial, planned and clocked, late or uncovered. A
 * card per shift under 640 px (the shared table, issue 29).
 */
export function PortalShifts({ shifts }: { shifts: TPortalService["shifts"] }) {
  const { t, i18n } = useTranslation();
  if (shifts.length === 0) return <p className="text-sm text-muted-foreground">{t("portal.shifts.empty")}</p>;
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" });
  return (
    <ScrollRegion label={t("portal.shifts.title")} className="rounded-lg border border-border">
      <DataTable<TShift>
        caption={t("portal.shifts.title")}
        rows={shifts}
        rowKey={(s) => `${s.siteId}-${s.startsAt}-${s.agent}`}
        headClassName="bg-muted/50 text-muted-foreground"
        rowClassName="border-t border-border"
        columns={[
          {
            id: "date",
            header: t("portal.shifts.date"),
            cellClassName: "whitespace-nowrap",
            cell: (s) => s.date,
          },
          { id: "site", header: t("portal.shifts.site"), cell: (s) => s.siteName },
          { id: "agent", header: t("portal.shifts.agent"), cell: (s) => s.agent },
          {
            id: "hours",
            header: t("portal.shifts.hours"),
            cellClassName: "whitespace-nowrap",
            cell: (s) =>
              `${time(s.startsAt)}–${time(s.endsAt)} · ${hours(s.workedMinutes, i18n.language)} / ${hours(s.plannedMinutes, i18n.language)} h`,
          },
          {
            id: "state",
            header: t("portal.shifts.state"),
            cell: (s) =>
              s.uncovered
                ? t("portal.shifts.uncovered")
                : s.late
                  ? t("portal.shifts.late")
                  : t("portal.shifts.ok"),
          },
        ]}
      />
    </ScrollRegion>
  );
}
