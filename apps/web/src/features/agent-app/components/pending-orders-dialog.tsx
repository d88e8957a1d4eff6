import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

/** post_orders_pending: the clock-in waits for the post orders to be read and acknowledged. */
export function PendingOrdersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(value) => !value && onClose()}>
      <DialogContent>
        <DialogTitle className="text-xl">{t("agentApp.pendingOrders.title")}</DialogTitle>
        <DialogDescription className="text-base text-foreground">
          {t("agentApp.pendingOrders.text")}
        </DialogDescription>
        <Button asChild className="h-14 text-lg">
          <Link to="/agent/post-orders" onClick={onClose}>
            {t("agentApp.pendingOrders.go")}
          </Link>
        </Button>
        <Button variant="secondary" className="min-h-12" onClick={onClose}>
          {t("agentApp.cancel")}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
