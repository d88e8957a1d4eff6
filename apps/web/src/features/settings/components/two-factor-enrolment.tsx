import type { TTwoFactorSetup } from "@hts/domain";
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useConfirmTwoFactor } from "../api/confirm-two-factor.ts";
import { fieldErrors, toastError } from "./server-errors.ts";

/** The QR code and secret to scan, and the first code that turns two-factor authentication on. */
export function TwoFactorEnrolment({
  setup,
  onDone,
}: {
  setup: TTwoFactorSetup;
  onDone: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  return (
    <form
      className="grid gap-4 sm:grid-cols-[auto_1fr]"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          onDone((await confirm.mutateAsync({ code })).recovery_codes);
        } catch (err) {
          setError(fieldErrors(err).code);
          toastError(t("settings.errorTitle"), err, t("common.genericError"));
        }
      }}
    >
      <img
        src={setup.qr_code}
        alt={t("settings.security.qrAlt")}
        className="size-44 rounded border bg-white p-1"
      />
      <div className="grid content-start gap-3">
        <p className="text-sm">{t("settings.security.scan")}</p>
        <div>
          <p className="text-sm font-medium">{t("settings.security.secret")}</p>
          <code className="break-all rounded bg-muted px-2 py-1 text-sm" data-testid="totp-secret">
            {setup.secret}
          </code>
        </div>
        <FormField id="totp-code" label={t("settings.security.code")} required error={error}>
          <Input
            {...fieldAria("totp-code", error)}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className="max-w-40"
          />
        </FormField>
        <Button type="submit" disabled={confirm.isPending} className="w-fit">
          {confirm.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {t("settings.security.confirm")}
        </Button>
      </div>
    </form>
  );
}
