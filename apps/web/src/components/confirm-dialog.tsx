import type { ReactNode } from "react";
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

/** Asks before an action that cannot be undone; says what will happen in `children`. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  busy,
  confirmDisabled = false,
  icon,
  tone = "destructive",
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  description: string;
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The action is refused beforehand (the dialog then only explains why). */
  confirmDisabled?: boolean;
  /** An icon before the confirm label (decorative). */
  icon?: ReactNode;
  /** 'destructive' for what erases or revokes; 'default' for what freezes or commits. */
  tone?: "destructive" | "default";
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent hideClose>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button variant={tone} onClick={onConfirm} disabled={busy || confirmDisabled}>
            {icon}
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
