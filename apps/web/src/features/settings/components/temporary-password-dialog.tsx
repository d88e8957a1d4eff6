import { Loader2 } from "lucide-react";
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
import { useUpdateUser } from "../api/update-user.ts";
import { fieldErrors, toastError } from "./server-errors.ts";

/** An admin resets someone's password to a temporary one: their sessions end, they change it at login. */
export function TemporaryPasswordDialog({
  user,
  onClose,
}: {
  user: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("settings.users.resetTitle", { name: user?.name ?? "" })}</DialogTitle>
          <DialogDescription>{t("settings.users.temporaryHint")}</DialogDescription>
        </DialogHeader>
        <form
          id="temp-password"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            if (!user) return;
            try {
              await update.mutateAsync({ id: user.id, patch: { password, mustChangePassword: true } });
              toast({ title: t("settings.users.resetDone"), variant: "success" });
              setPassword("");
              onClose();
            } catch (err) {
              setError(fieldErrors(err).password);
              toastError(t("settings.errorTitle"), err, t("common.genericError"));
            }
          }}
        >
          <FormField
            id="temp-password-input"
            label={t("settings.users.temporaryPassword")}
            required
            error={error}
          >
            <Input
              {...fieldAria("temp-password-input", error)}
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form="temp-password" disabled={update.isPending}>
            {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {t("settings.save")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
