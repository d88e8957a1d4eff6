import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageSpinner } from "@/components/page-spinner";
import { EntryItem } from "@/features/logbook";
import { myShiftsQuery } from "../api/agent-api.ts";
import { logbookKeys, shiftLogbookQuery } from "../api/logbook-api.ts";
import { LogbookForm } from "../components/logbook-form.tsx";
import { logbookShift } from "../lib/logbook-shift.ts";
import { useOfflineQueue } from "../lib/use-offline-queue.tsx";

/** 'Main courante': write an entry or an incident on the current shift, and read the shift's entries. */
export function AgentLogbookPage() {
  const { t } = useTranslation();
  const shifts = useQuery(myShiftsQuery());
  const shift = logbookShift(shifts.data ?? [], new Date());
  const entries = useQuery({ ...shiftLogbookQuery(shift?.id ?? ""), enabled: Boolean(shift) });
  const { pending } = useOfflineQueue();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<"sent" | "queued" | null>(null);
  const waiting = pending.filter((a) => a.kind === "logbook_entry").length;

  const onSaved = (sent: boolean) => {
    setNotice(sent ? "sent" : "queued");
    if (shift) void queryClient.invalidateQueries({ queryKey: logbookKeys.shift(shift.id) });
  };

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("logbook.phone.title")}</h1>
      {shifts.isPending ? (
        <PageSpinner />
      ) : !shift ? (
        <p className="rounded-lg bg-card p-4 text-base">{t("logbook.phone.noShift")}</p>
      ) : (
        <>
          <p className="text-base text-muted-foreground">{shift.site_name}</p>
          <div aria-live="polite">
            {notice && (
              <p className="rounded-lg bg-card p-3 text-base font-medium">{t(`logbook.phone.${notice}`)}</p>
            )}
          </div>
          <LogbookForm shiftId={shift.id} onSaved={onSaved} />
          {waiting > 0 && <p className="text-base">{t("logbook.phone.waiting", { count: waiting })}</p>}
          <h2 className="text-lg font-semibold">{t("logbook.phone.entries")}</h2>
          {entries.data?.items.length ? (
            <ul className="space-y-3">
              {entries.data.items.map((entry) => (
                <EntryItem key={entry.id} entry={entry} />
              ))}
            </ul>
          ) : (
            <p className="text-base text-muted-foreground">{t("logbook.empty")}</p>
          )}
        </>
      )}
    </div>
  );
}
