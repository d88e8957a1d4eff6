import { Copy, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";

/** The reader key, shown once (creation and regeneration); only its hash is kept on the server. */
export function ReaderKeyDialog({
  name,
  readerKey,
  onClose,
}: {
  name: string;
  readerKey: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    await navigator.clipboard?.writeText(readerKey).catch(() => undefined);
    toast({ variant: "success", title: t("access.points.keyCopied") });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid-cols-1 sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("access.points.keyTitle", { name })}</DialogTitle>
          <DialogDescription>{t("access.points.keyDescription")}</DialogDescription>
        </DialogHeader>
        <code className="block break-all rounded bg-muted p-3 text-sm" data-testid="reader-key">
          {readerKey}
        </code>
        <DialogFooter className="flex-wrap gap-2">
          <Button variant="outline" onClick={copy}>
            <Copy aria-hidden="true" />
            {t("access.points.keyCopy")}
          </Button>
          <Button variant="outline" asChild>
            {/* The key travels in the fragment: never sent to the server nor written to its logs. */}
            <a href={`/access-reader#key=${encodeURIComponent(readerKey)}`} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              {t("access.points.keyReaderLink")}
            </a>
          </Button>
          <Button onClick={onClose}>{t("access.points.close")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
