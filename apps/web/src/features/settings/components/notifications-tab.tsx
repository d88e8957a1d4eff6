import type { TNotificationPrefs } from "@hts/domain";
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/list-state";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { useNotificationSettings } from "../api/get-notification-settings.ts";
import { useUpdateNotificationSettings } from "../api/update-notification-settings.ts";
import { SaveButton } from "./save-button.tsx";
import { toastError } from "./server-errors.ts";
import { ToggleRow } from "./toggle-row.tsx";

const KEYS = [
  "emailAlerts",
  "smsAlerts",
  "pushNotifications",
  "criticalOnly",
  "weekendAlerts",
  "maintenanceNotifications",
] as const;

function browserPermission(): NotificationPermission | "unsupported" {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

function NotificationsForm({
  initial,
  smsProviderConfigured,
}: {
  initial: TNotificationPrefs;
  smsProviderConfigured: boolean;
}) {
  const { t } = useTranslation();
  const save = useUpdateNotificationSettings();
  const [values, setValues] = useState(initial);
  const [permission, setPermission] = useState(browserPermission);

  async function setPush(on: boolean) {
    setValues((v) => ({ ...v, pushNotifications: on }));
    // The browser asks once; the answer is the browser's, not ours.
    if (on && permission === "default") setPermission(await Notification.requestPermission());
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync(values);
      toast({ title: t("settings.toasts.notifications"), variant: "success" });
    } catch (error) {
      toastError(t("settings.errorTitle"), error, t("common.genericError"));
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t("settings.notifications.intro")}</p>
      {KEYS.map((key) => (
        <ToggleRow
          key={key}
          id={`notif-${key}`}
          label={t(`settings.notifications.${key}`)}
          hint={t(`settings.notifications.${key}Hint`)}
          checked={values[key]}
          onChange={(on) =>
            key === "pushNotifications" ? void setPush(on) : setValues((v) => ({ ...v, [key]: on }))
          }
          extra={
            key === "smsAlerts" && !smsProviderConfigured ? (
              <Badge variant="outline" className="mt-1 w-fit">
                {t("settings.notifications.smsProviderMissing")}
              </Badge>
            ) : key === "pushNotifications" && values.pushNotifications && permission !== "granted" ? (
              <p className="text-sm text-destructive">
                {permission === "unsupported"
                  ? t("settings.notifications.pushUnsupported")
                  : t("settings.notifications.pushDenied")}
              </p>
            ) : null
          }
        />
      ))}
      <div>
        <SaveButton pending={save.isPending} />
      </div>
    </form>
  );
}

export function NotificationsTab() {
  const { t } = useTranslation();
  const query = useNotificationSettings();
  if (query.isError)
    return <ErrorState message={t("settings.loadError")} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader2 className="animate-spin" aria-label={t("common.loading")} />;
  const { smsProviderConfigured, ...prefs } = query.data;
  return (
    <Card>
      <CardContent className="pt-6">
        <NotificationsForm
          key={query.dataUpdatedAt}
          initial={prefs}
          smsProviderConfigured={smsProviderConfigured}
        />
      </CardContent>
    </Card>
  );
}
