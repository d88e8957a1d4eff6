import { ShieldOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { useDisableTwoFactor } from "../api/disable-two-factor.ts";
import { fieldErrors, toastError } from "./server-errors.ts";

/** Turning two-factor authentication off: the password and a current code. */
export function TwoFactorDisableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [values, setValues] = useState({ password: "", code: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      className="grid gap-3 sm:grid-cols-3 sm:items-end"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await disable.mutateAsync(values);
          toast({ title: t("settings.security.disabledToast"), variant: "success" });
          onDone();
        } catch (err) {
          setErrors(fieldErrors(err));
          toastError(t("settings.errorTitle"), err, t("common.genericError"));
        }
      }}
    >
      <p className="text-sm text-muted-foreground sm:col-span-3">{t("settings.security.disableHint")}</p>
      <FormField
        id="tfa-off-password"
        label={t("settings.security.password")}
        required
        error={errors.password}
      >
        <Input
          {...fieldAria("tfa-off-password", errors.password)}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
      </FormField>
      <FormField id="tfa-off-code" label={t("settings.security.code")} required error={errors.code}>
        <Input
          {...fieldAria("tfa-off-code", errors.code)}
          autoComplete="one-time-code"
          value={values.code}
          onChange={(e) => setValues((v) => ({ ...v, code: e.target.value }))}
        />
      </FormField>
      <Button type="submit" variant="destructive" disabled={disable.isPending}>
        <ShieldOff aria-hidden="true" />
        {t("settings.security.disable")}
      </Button>
    </form>
  );
}
