import { Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useFieldSettings } from "../lib/use-field-settings.ts";

export type SosOutcome = "sent" | "queued" | "refused";

/** After an SOS: what happened, and the control room's number in one tap (from IndexedDB offline). */
export function SosDialog({ outcome, onClose }: { outcome: SosOutcome | null; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useFieldSettings();
  const phone = settings.data?.control_room_phone ?? null;
  return (
    <Dialog open={outcome !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent hideClose>
        <DialogTitle className="text-2xl">{t("agentApp.sos.label")}</DialogTitle>
        <DialogDescription className="text-base text-foreground">
          {outcome === "sent"
            ? t("agentApp.sos.sent")
            : outcome === "refused"
              ? t("agentApp.sos.failed")
              : t("agentApp.sos.queued")}
        </DialogDescription>
        {phone ? (
          <a
            href={`tel:${phone.replace(/[^\d+]/g, "")}`}
            className="flex min-h-16 items-center justify-center gap-3 rounded-lg bg-success px-4 text-xl font-bold text-success-foreground focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
          >
            <Phone className="size-6" aria-hidden="true" />
            {t("agentApp.sos.call")}
          </a>
        ) : (
          <p className="text-base">{t("agentApp.sos.noPhone")}</p>
        )}
        <Button variant="secondary" className="min-h-12" onClick={onClose}>
          {t("agentApp.sos.close")}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
