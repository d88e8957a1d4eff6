import type { TNotification } from "@hts/domain";
import { formatDistanceToNow } from "date-fns";
import { Bell, CheckCheck, Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useNotifications, useReadAll, useReadOne, useUnreadCount } from "@/features/notifications";
import { cn } from "@/lib/cn";
import { dateLocale } from "@/lib/date-locale";

/** The header bell: unread count from the server, and the latest notifications when opened. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount().data?.count ?? 0;
  const list = useNotifications({ enabled: open });
  const readAll = useReadAll();
  const readOne = useReadOne();
  const navigate = useNavigate();

  const label =
    count === 0 ? t("shell.bellNone") : count === 1 ? t("shell.bellOne") : t("shell.bellMany", { count });

  function openNotification(notification: TNotification) {
    if (!notification.readAt) readOne.mutate({ id: notification.id });
    // Only links inside the app: a notification must not send the user to another site.
    if (notification.link?.startsWith("/")) navigate(notification.link);
  }

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label}>
          <Bell className="size-5!" aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="bell-count"
              className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] font-bold leading-none text-white ring-2 ring-background"
            >
              {count > 99 ? "99+" : count}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2.5">
          <p className="text-sm font-semibold">{t("shell.notificationsTitle")}</p>
          <DropdownMenuItem
            disabled={count === 0 || readAll.isPending}
            // Stays open: the user sees the list turn read.
            onSelect={(event) => {
              event.preventDefault();
              readAll.mutate();
            }}
            className="px-2 py-1 text-xs font-medium text-primary"
          >
            <CheckCheck aria-hidden="true" />
            {t("shell.markAllRead")}
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="max-h-96 overflow-y-auto p-1">
          {list.isPending ? (
            <div className="flex justify-center py-6">
              <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
              <span className="sr-only">{t("common.loading")}</span>
            </div>
          ) : list.isError ? (
            <p className="px-3 py-6 text-center text-sm text-destructive">{t("shell.notificationsError")}</p>
          ) : list.data.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              {t("shell.noNotifications")}
            </p>
          ) : (
            list.data.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={() => openNotification(notification)}
              />
            ))
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NotificationItem({ notification, onOpen }: { notification: TNotification; onOpen: () => void }) {
  const { i18n } = useTranslation();
  const unread = !notification.readAt;
  const created = new Date(notification.createdAt);
  return (
    <DropdownMenuItem onSelect={onOpen} className="items-start gap-3 px-3 py-2.5">
      <span
        aria-hidden="true"
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-primary" : "bg-transparent")}
      />
      <span className="grid min-w-0 gap-0.5">
        <span className={cn("text-sm", unread ? "font-semibold" : "font-normal")}>{notification.title}</span>
        {notification.body && (
          <span className="line-clamp-2 text-xs text-muted-foreground">{notification.body}</span>
        )}
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {formatDistanceToNow(created, { addSuffix: true, locale: dateLocale(i18n.resolvedLanguage) })}
        </time>
      </span>
    </DropdownMenuItem>
  );
}
