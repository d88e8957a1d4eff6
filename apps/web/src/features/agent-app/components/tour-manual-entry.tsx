import type { TCheckpoint } from "@hts/domain";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** A checkpoint passed without its label (torn, unreadable): a reason is required, the scan is flagged. */
export function TourManualEntry({
  checkpoint,
  onConfirm,
  onCancel,
}: {
  checkpoint: TCheckpoint;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState("");
  return (
    <form
      className="grid gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground"
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim().length >= 3) onConfirm(reason.trim());
      }}
    >
      <h2 className="text-lg font-semibold">{t("tours.walk.manualTitle", { name: checkpoint.name })}</h2>
      <label htmlFor={id} className="text-base">
        {t("tours.walk.reason")}
      </label>
      <Input
        id={id}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        minLength={3}
        maxLength={500}
        className="min-h-12 text-base"
      />
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" className="min-h-12" onClick={onCancel}>
          {t("tours.walk.cancel")}
        </Button>
        <Button type="submit" className="min-h-12" disabled={reason.trim().length < 3}>
          {t("tours.walk.confirm")}
        </Button>
      </div>
    </form>
  );
}
