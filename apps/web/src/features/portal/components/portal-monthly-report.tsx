import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { downloadMonthlyReport } from "../api/portal-api.ts";

/** The monthly service report (PDF) of the month chosen above: service, tours and incidents of his sites. */
export function PortalMonthlyReport({ month }: { month: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMonthlyReport(month);
    } catch {
      toast({ title: t("portal.error"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" disabled={busy || !/^\d{4}-\d{2}$/.test(month)} onClick={() => void download()}>
      <Download aria-hidden="true" />
      {t("portal.monthlyReport")}
    </Button>
  );
}
