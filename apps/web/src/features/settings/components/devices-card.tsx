import { Laptop, LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/list-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { formatDateTime } from "@/lib/format-date";
import { useSessions } from "../api/get-sessions.ts";
import { useRevokeOtherSessions } from "../api/revoke-other-sessions.ts";
import { useRevokeSession } from "../api/revoke-session.ts";
import { toastError } from "./server-errors.ts";

/** "Chrome sur Linux"-like, from a user agent, without a parsing library for four cases. */
function describeAgent(ua: string | null): string | null {
  if (!ua) return null;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : null;
  const os = /Windows/.test(ua)
    ? "Windows"
    : /Android/.test(ua)
      ? "Android"
      : /iPhone|iPad/.test(ua)
        ? "iOS"
        : /Mac OS/.test(ua)
          ? "macOS"
          : /Linux/.test(ua)
            ? "Linux"
            : null;
  return [browser, os].filter(Boolean).join(" · ") || ua.slice(0, 60);
}

/** Appareils connectés: the user's own sessions, with revoke and "all the others". */
export function DevicesCard() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.security.devicesTitle")}</CardTitle>
        <CardDescription>{t("settings.security.devicesDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isError && (
          <ErrorState message={t("settings.loadError")} onRetry={() => void sessions.refetch()} />
        )}
        <ul className="grid gap-2">
          {(sessions.data ?? []).map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
              <Laptop className="size-5 text-muted-foreground" aria-hidden="true" />
              <div className="grid min-w-0 flex-1 text-sm">
                <span className="font-medium">
                  {describeAgent(s.user_agent) ?? t("settings.security.unknownDevice")} —{" "}
                  {s.ip ?? t("settings.security.unknownIp")}
                </span>
                <span className="text-muted-foreground">
                  {t("settings.security.lastActivity", {
                    date: formatDateTime(s.last_seen_at, i18n.language),
                  })}
                </span>
                <span className="text-muted-foreground">
                  {t("settings.security.since", { date: formatDateTime(s.created_at, i18n.language) })}
                </span>
              </div>
              {s.current ? (
                <Badge>{t("settings.security.thisDevice")}</Badge>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(s.id, {
                      onSuccess: () => toast({ title: t("settings.security.revoked"), variant: "success" }),
                      onError: (e) => toastError(t("settings.errorTitle"), e, t("common.genericError")),
                    })
                  }
                >
                  <LogOut aria-hidden="true" />
                  {t("settings.security.revoke")}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {sessions.data && others === 0 && (
          <p className="text-sm text-muted-foreground">{t("settings.security.noOtherDevice")}</p>
        )}
        <Button
          variant="destructive"
          className="w-fit"
          disabled={others === 0 || revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: (r) =>
                toast({
                  title: t("settings.security.revokedOthers", { count: r.revoked_sessions }),
                  variant: "success",
                }),
              onError: (e) => toastError(t("settings.errorTitle"), e, t("common.genericError")),
            })
          }
        >
          {t("settings.security.revokeOthers")}
        </Button>
      </CardContent>
    </Card>
  );
}
