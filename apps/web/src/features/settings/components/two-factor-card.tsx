import type { TTwoFactorSetup } from "@hts/domain";
import { Loader2, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { useConfirmTwoFactor } from "../api/confirm-two-factor.ts";
import { useDisableTwoFactor } from "../api/disable-two-factor.ts";
import { useTwoFactor } from "../api/get-two-factor.ts";
import { useSetupTwoFactor } from "../api/setup-two-factor.ts";
import { fieldErrors, toastError } from "./server-errors.ts";

function Enrolment({ setup, onDone }: { setup: TTwoFactorSetup; onDone: (codes: string[]) => void }) {
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

function Disable({ onDone }: { onDone: () => void }) {
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

/** TOTP enrolment (QR code, secret, first code, recovery codes) and its removal. */
export function TwoFactorCard({ onEnrolled }: { onEnrolled?: () => void }) {
  const { t } = useTranslation();
  const status = useTwoFactor();
  const setup = useSetupTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const enabled = status.data?.enabled ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t("settings.security.twoFactorTitle")}
          {status.data && (
            <Badge variant={enabled ? "default" : "outline"}>
              {enabled ? t("settings.security.twoFactorOn") : t("settings.security.twoFactorOff")}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>{t("settings.security.twoFactorDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {codes ? (
          <div className="grid gap-3" role="status">
            <h4 className="font-semibold">{t("settings.security.recoveryTitle")}</h4>
            <p className="text-sm">{t("settings.security.recoveryHint")}</p>
            <ul
              className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
              data-testid="recovery-codes"
            >
              {codes.map((c) => (
                <li key={c} className="rounded bg-muted px-2 py-1 text-center">
                  {c}
                </li>
              ))}
            </ul>
            <Button
              className="w-fit"
              onClick={() => {
                setCodes(null);
                onEnrolled?.();
              }}
            >
              {t("settings.security.recoveryDone")}
            </Button>
          </div>
        ) : enabled ? (
          <>
            <p className="text-sm">
              {t("settings.security.recoveryLeft", { count: status.data?.recovery_codes_left ?? 0 })}
            </p>
            {status.data?.required_by_company ? (
              <p className="text-sm text-muted-foreground">{t("settings.security.requiredByCompany")}</p>
            ) : disabling ? (
              <Disable onDone={() => setDisabling(false)} />
            ) : (
              <Button variant="outline" className="w-fit" onClick={() => setDisabling(true)}>
                <ShieldOff aria-hidden="true" />
                {t("settings.security.disable")}
              </Button>
            )}
          </>
        ) : setup.data ? (
          <Enrolment
            setup={setup.data}
            onDone={(recovery) => {
              setup.reset();
              setCodes(recovery);
              toast({ title: t("settings.security.enabledToast"), variant: "success" });
            }}
          />
        ) : (
          <Button
            className="w-fit"
            disabled={setup.isPending || status.isPending}
            onClick={() => setup.mutate()}
          >
            {setup.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <ShieldCheck aria-hidden="true" />
            )}
            {t("settings.security.enable")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
