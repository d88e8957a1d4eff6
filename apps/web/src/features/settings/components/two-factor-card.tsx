import { Loader2, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { useTwoFactor } from "../api/get-two-factor.ts";
import { useSetupTwoFactor } from "../api/setup-two-factor.ts";
import { TwoFactorDisableForm } from "./two-factor-disable-form.tsx";
import { TwoFactorEnrolment } from "./two-factor-enrolment.tsx";

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
              <TwoFactorDisableForm onDone={() => setDisabling(false)} />
            ) : (
              <Button variant="outline" className="w-fit" onClick={() => setDisabling(true)}>
                <ShieldOff aria-hidden="true" />
                {t("settings.security.disable")}
              </Button>
            )}
          </>
        ) : setup.data ? (
          <TwoFactorEnrolment
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
