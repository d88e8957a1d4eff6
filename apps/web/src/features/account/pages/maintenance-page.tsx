import { RefreshCw, Wrench } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { AccountCard } from "./account-card.tsx";

/** /maintenance: where the API client sends non-admins while their company is in maintenance mode. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <AccountCard title={t("settings.account.maintenanceTitle")}>
      <p className="flex items-start gap-2 text-sm">
        <Wrench className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t("settings.account.maintenanceText")}
      </p>
      <Button className="w-fit" onClick={() => window.location.assign("/dashboard")}>
        <RefreshCw aria-hidden="true" />
        {t("settings.account.maintenanceRetry")}
      </Button>
    </AccountCard>
  );
}
