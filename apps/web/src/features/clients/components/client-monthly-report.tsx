import { Download } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { downloadClientMonthlyReport } from "../api/clients-api.ts";

const lastMonth = () => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
};

/** The client's monthly service report (PDF), the same file his portal gives him. */
export function ClientMonthlyReport({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [month, setMonth] = useState(lastMonth);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadClientMonthlyReport({ clientId, month });
    } catch (e) {
      toast({ title: e instanceof Error ? e.message : String(e), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={id} className="text-xs text-muted-foreground">
          {t("clients.monthlyReport.month")}
        </label>
        <Input id={id} type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
      </div>
      <Button
        variant="outline"
        disabled={busy || !/^\d{4}-\d{2}$/.test(month)}
        onClick={() => void download()}
      >
        <Download aria-hidden="true" />
        {t("clients.monthlyReport.download")}
      </Button>
    </div>
  );
}
