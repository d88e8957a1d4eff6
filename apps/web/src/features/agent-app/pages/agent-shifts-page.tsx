import type { TMyShift } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "@/components/page-spinner";
import { formatDay } from "@/lib/format-date";
import { myShiftsQuery } from "../api/agent-api.ts";
import { ShiftCard } from "../components/shift-card.tsx";

function byDay(shifts: TMyShift[]): [string, TMyShift[]][] {
  const days = new Map<string, TMyShift[]>();
  for (const shift of [...shifts].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    days.set(shift.shift_date, [...(days.get(shift.shift_date) ?? []), shift]);
  }
  return [...days];
}

/** 'Mes vacations': today and the next 14 days (the last known list when offline). */
export function AgentShiftsPage() {
  const { t, i18n } = useTranslation();
  const shifts = useQuery(myShiftsQuery());
  const today = new Date().toLocaleDateString("sv-SE");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("agentApp.shifts.title")}</h1>
      {shifts.isPending ? (
        <PageSpinner />
      ) : shifts.isError ? (
        <p role="alert" className="rounded-lg bg-card p-4 text-base">
          {t("agentApp.shifts.unavailable")}
        </p>
      ) : shifts.data.length === 0 ? (
        <p className="rounded-lg bg-card p-4 text-base">{t("agentApp.shifts.empty")}</p>
      ) : (
        byDay(shifts.data).map(([day, list]) => (
          <section key={day} className="space-y-2" aria-label={formatDay(day, i18n.language)}>
            <h2 className="text-lg font-semibold">
              {day === today ? t("agentApp.shifts.today") : formatDay(day, i18n.language)}
            </h2>
            {list.map((shift) => (
              <ShiftCard key={shift.id} shift={shift} />
            ))}
          </section>
        ))
      )}
    </div>
  );
}
