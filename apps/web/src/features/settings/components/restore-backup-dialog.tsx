import { Loader2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { useAuth } from "@/lib/auth/auth-context";
import { useRestoreBackup } from "../api/restore-backup.ts";
import { toastError } from "./server-errors.ts";

/**
 * Restoring a company backup (decision 067): the administrator types the company's name, as the server
 * checks it, before the current data is replaced. The button waits while the server restores.
 */
export function RestoreBackupDialog({
  backup,
  onClose,
}: {
  backup: { id: string; date: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { company } = useAuth();
  const restore = useRestoreBackup();
  const [typed, setTyped] = useState("");
  const companyName = company?.name ?? "";
  const matches = typed.trim() === companyName.trim() && companyName !== "";
  const close = () => {
    if (restore.isPending) return;
    setTyped("");
    onClose();
  };
  return (
    <Dialog open={backup !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("settings.system.restoreTitle", { date: backup?.date ?? "" })}</DialogTitle>
          <DialogDescription className="flex gap-2">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            {t("settings.system.restoreWarning")}
          </DialogDescription>
        </DialogHeader>
        <form
          id="restore-backup"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            if (!backup || !matches) return;
            try {
              const done = await restore.mutateAsync({ id: backup.id, confirmation: typed });
              toast({ title: t("settings.system.restoreDone", { rows: done.rows }), variant: "success" });
              setTyped("");
              onClose();
            } catch (err) {
              toastError(t("settings.errorTitle"), err, t("common.genericError"));
            }
          }}
        >
          <FormField
            id="restore-confirmation"
            label={t("settings.system.restoreConfirmLabel", { company: companyName })}
            required
          >
            <Input
              {...fieldAria("restore-confirmation", undefined)}
              autoComplete="off"
              value={typed}
              disabled={restore.isPending}
              onChange={(e) => setTyped(e.target.value)}
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={restore.isPending}>
            {t("common.cancel")}
          </Button>
          <Button
            type="submit"
            form="restore-backup"
            variant="destructive"
            disabled={!matches || restore.isPending}
            aria-busy={restore.isPending}
          >
            {restore.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {restore.isPending ? t("settings.system.restoreRunning") : t("settings.system.restoreConfirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
