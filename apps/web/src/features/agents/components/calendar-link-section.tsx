import type { TCalendarLink } from "@hts/domain";
import { CalendarPlus, Copy, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { formatDateTime } from "@/lib/format-date";
import { errorDetail } from "@/lib/server-field-errors";
import { useGetCalendarLink } from "../api/get-calendar-link.ts";
import { useRotateCalendarLink } from "../api/rotate-calendar-link.ts";

/**
 * 'Lien calendrier': the agent's iCalendar subscription link. The server shows a link's url once (it
 * keeps only a hash), so the section says so and offers to regenerate a link that was already issued.
 * Render it with `key={agentId}`: another agent's pop-up must start without this agent's link.
 */
export function CalendarLinkSection({ agentId, canRotate }: { agentId: string; canRotate: boolean }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const get = useGetCalendarLink();
  const rotate = useRotateCalendarLink();
  const [link, setLink] = useState<TCalendarLink | null>(null);
  const busy = get.isPending || rotate.isPending;

  const run = async (action: "get" | "rotate") => {
    try {
      setLink(await (action === "get" ? get : rotate).mutateAsync({ agentId }));
      if (action === "rotate") toast({ variant: "success", title: t("planning.calendar.rotated") });
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("common.error"),
        description: errorDetail(error, t("planning.calendar.error")),
      });
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: "success", title: t("planning.calendar.copied") });
    } catch {
      // No clipboard (insecure context, refused permission): select the text for a manual copy.
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      input?.select();
      toast({ title: t("planning.calendar.copyManually") });
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="grid gap-2 rounded-md border border-border p-3">
      <h3 id={`${inputId}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <CalendarPlus className="size-4 text-primary" aria-hidden="true" />
        {t("planning.calendar.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("planning.calendar.explain")}</p>
      {link?.url ? (
        <div className="grid gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t("planning.calendar.url")}
          </label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              readOnly
              value={link.url}
              className="font-mono text-xs"
              onFocus={(e) => e.target.select()}
            />
            <Button
              variant="outline"
              size="icon"
              onClick={() => copy(link.url ?? "")}
              aria-label={t("planning.calendar.copy")}
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
          <p className="text-xs font-medium text-warning-strong">{t("planning.calendar.shownOnce")}</p>
        </div>
      ) : link?.active ? (
        <p className="text-sm" role="status">
          {t("planning.calendar.alreadyIssued", {
            date: link.created_at ? formatDateTime(link.created_at, i18n.language) : "—",
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!link && (
          <Button size="sm" variant="outline" onClick={() => run("get")} disabled={busy}>
            <CalendarPlus aria-hidden="true" />
            {get.isPending ? t("common.loading") : t("planning.calendar.get")}
          </Button>
        )}
        {canRotate && link && (
          <Button size="sm" variant="outline" onClick={() => run("rotate")} disabled={busy}>
            <RefreshCw aria-hidden="true" />
            {rotate.isPending ? t("common.loading") : t("planning.calendar.rotate")}
          </Button>
        )}
      </div>
    </section>
  );
}
