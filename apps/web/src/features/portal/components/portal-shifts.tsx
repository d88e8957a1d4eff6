import type { TPortalService } from "@hts/domain";
import { useTranslation } from "react-i18next";
import { ScrollRegion } from "@/components/scroll-region";
import { hours } from "../lib/period.ts";

/** The month's shifts: the agent by first name and initial, planned and clocked, late or uncovered. */
export function PortalShifts({ shifts }: { shifts: TPortalService["shifts"] }) {
  const { t, i18n } = useTranslation();
  if (shifts.length === 0) return <p className="text-sm text-muted-foreground">{t("portal.shifts.empty")}</p>;
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" });
  return (
    <ScrollRegion label={t("portal.shifts.title")} className="rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("portal.shifts.title")}</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("portal.shifts.date")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("portal.shifts.site")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("portal.shifts.agent")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("portal.shifts.hours")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("portal.shifts.state")}
            </th>
          </tr>
        </thead>
        <tbody>
          {shifts.map((s) => (
            <tr key={`${s.siteId}-${s.startsAt}-${s.agent}`} className="border-t border-border">
              <td className="px-3 py-2 whitespace-nowrap">{s.date}</td>
              <td className="px-3 py-2">{s.siteName}</td>
              <td className="px-3 py-2">{s.agent}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {time(s.startsAt)}–{time(s.endsAt)} · {hours(s.workedMinutes, i18n.language)} /{" "}
                {hours(s.plannedMinutes, i18n.language)} h
              </td>
              <td className="px-3 py-2">
                {s.uncovered
                  ? t("portal.shifts.uncovered")
                  : s.late
                    ? t("portal.shifts.late")
                    : t("portal.shifts.ok")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
