import type { TLogbookEntry } from "@hts/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MediaImage } from "./media-image.tsx";
import { SeverityBadge } from "./severity-badge.tsx";

const time = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "short", timeStyle: "short" }).format(new Date(iso));

/** One logbook entry: when (phone time, and receipt when it came later), who, what, its photos. */
export function EntryItem({
  entry,
  showSite,
  footer,
}: {
  entry: TLogbookEntry;
  showSite?: boolean;
  /** What the office adds under an entry (the client portal's approval). */
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const late = Date.parse(entry.received_at) - Date.parse(entry.occurred_at) > 5 * 60_000;
  return (
    <li className="space-y-2 rounded-lg border border-border bg-card p-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <SeverityBadge severity={entry.severity} />
        <span className="font-semibold">{entry.category}</span>
        <span className="text-muted-foreground">
          {time(entry.occurred_at, i18n.language)}
          {late ? ` · ${t("logbook.receivedAt", { at: time(entry.received_at, i18n.language) })}` : ""}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {entry.agent_name}
        {showSite ? ` · ${entry.site_name}` : ""}
        {entry.alarm_id ? ` · ${t("logbook.alarmRaised")}` : ""}
      </p>
      <p className="whitespace-pre-wrap text-base">{entry.text}</p>
      {entry.photo_ids.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {entry.photo_ids.map((id, n) => (
            <MediaImage
              key={id}
              id={id}
              alt={t("logbook.photoAlt", { n: n + 1, category: entry.category })}
            />
          ))}
        </div>
      )}
      {footer}
    </li>
  );
}
