import type { TBadge } from "@hts/domain";
import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { useBadgeQr } from "../api/access-api.ts";

/** The badge's signed QR code, to show on a screen or copy for a manual entry. */
export function BadgeQrDialog({
  badge,
  onOpenChange,
}: {
  badge: TBadge;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const qr = useBadgeQr(badge.id, badge.version);
  const copy = async () => {
    if (!qr.data) return;
    await navigator.clipboard?.writeText(qr.data.token).catch(() => undefined);
    toast({ variant: "success", title: t("access.badges.qrCopied") });
  };
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-1 sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("access.badges.qrTitle", { badge: badge.badgeId })}</DialogTitle>
          <DialogDescription>
            {t("access.badges.qrDescription", { version: badge.version })}
          </DialogDescription>
        </DialogHeader>
        {qr.isPending ? (
          <Spinner />
        ) : qr.data ? (
          <div className="flex flex-col items-center gap-3">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data.svg)}`}
              alt={t("access.badges.qrTitle", { badge: badge.badgeId })}
              className="size-64 bg-white p-2"
              data-testid="badge-qr-image"
            />
            <code className="w-full break-all rounded bg-muted p-2 text-xs" data-testid="badge-qr-token">
              {qr.data.token}
            </code>
            <Button variant="outline" onClick={copy}>
              <Copy aria-hidden="true" />
              {t("access.badges.qrCopy")}
            </Button>
          </div>
        ) : (
          <p role="alert">{qr.error?.message}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
