import { useRegisterSW } from "virtual:pwa-register/react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/**
 * Registers the service worker (decision 089) and, when a new build is waiting, offers to reload. The
 * new version never takes over on its own: an agent in the middle of a clock-in keeps his page.
 */
export function PwaUpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-border bg-background p-3 text-foreground shadow-lg"
    >
      <p className="flex-1 text-sm font-medium">{t("shell.pwaUpdate.available")}</p>
      <Button variant="ghost" size="sm" onClick={() => setNeedRefresh(false)}>
        {t("shell.pwaUpdate.later")}
      </Button>
      <Button size="sm" onClick={() => void updateServiceWorker(true)}>
        {t("shell.pwaUpdate.reload")}
      </Button>
    </div>
  );
}
