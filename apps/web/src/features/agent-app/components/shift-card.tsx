import type { TMyShift } from "@hts/domain";
import { MapPin, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { mapsLink } from "../lib/maps-link.ts";

/** One shift: times, site and address with directions, post, colleagues, attendance state. */
export function ShiftCard({ shift }: { shift: TMyShift }) {
  const { t } = useTranslation();
  const link = mapsLink(shift);
  const names = shift.colleagues.map((c) => c.name).join(", ");
  return (
    <article className="space-y-2 rounded-lg border border-border bg-card p-4 text-card-foreground">
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-xl font-bold tabular-nums">
          {t("agentApp.shifts.times", {
            start: shift.start_time.slice(0, 5),
            end: shift.end_time.slice(0, 5),
          })}
        </p>
        <span className="rounded-full bg-secondary px-3 py-1 text-sm">
          {t(`agentApp.states.${shift.attendance.state}`)}
        </span>
      </div>
      <h3 className="text-lg font-semibold">{shift.site_name}</h3>
      {shift.post && <p className="text-base">{t("agentApp.shifts.post", { post: shift.post })}</p>}
      {shift.site_address && <p className="text-base text-muted-foreground">{shift.site_address}</p>}
      {link && (
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          className="flex min-h-12 items-center gap-2 text-base font-medium text-brand-accent underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <MapPin className="size-5" aria-hidden="true" />
          {t("agentApp.shifts.openMap", { site: shift.site_name })}
        </a>
      )}
      <p className="flex items-center gap-2 text-base text-muted-foreground">
        <Users className="size-5 shrink-0" aria-hidden="true" />
        {names ? t("agentApp.shifts.colleagues", { names }) : t("agentApp.shifts.alone")}
      </p>
    </article>
  );
}
