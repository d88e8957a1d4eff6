import { mayAtAll, type TRole } from "@hts/domain";
import { RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { usePresence, useResetPresence } from "../api/presence-api.ts";

/**
 * Badges inside a zone (anti-passback, decision 082) and the override: 'Réinitialiser' forgets where a
 * badge is, so its next entry is accepted (audited on the server).
 */
export function PresenceTab({ role }: { role: TRole }) {
  const { t, i18n } = useTranslation();
  const presence = usePresence();
  const reset = useResetPresence();
  const canReset = mayAtAll({ role, kind: "badge", action: "update" });
  const onReset = async (badgeRef: string, holder: string) => {
    try {
      await reset.mutateAsync(badgeRef);
      toast({ variant: "success", title: t("access.presence.resetDone", { holder }) });
    } catch (error) {
      toast({ variant: "destructive", title: t("common.error"), description: (error as Error).message });
    }
  };
  if (presence.isPending) return <Spinner />;
  const rows = presence.data ?? [];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t("access.presence.description")}</p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-4 text-sm">{t("access.presence.empty")}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-card">
          {rows.map((row) => (
            <li
              key={`${row.badgeRef}-${row.siteId}-${row.zone}`}
              className="flex flex-wrap items-center justify-between gap-3 p-3"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {row.holderName} <span className="text-muted-foreground">({row.badgeId})</span>
                </p>
                <p className="text-sm text-muted-foreground">
                  {t("access.presence.where", {
                    site: row.site,
                    zone: row.zone || t("access.presence.wholeSite"),
                    since: new Date(row.since).toLocaleString(i18n.language),
                  })}
                </p>
              </div>
              {canReset && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={reset.isPending}
                  onClick={() => onReset(row.badgeRef, row.holderName)}
                  aria-label={t("access.presence.resetFor", { holder: row.holderName })}
                >
                  <RotateCcw aria-hidden="true" />
                  {t("access.presence.reset")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
