import { Loader2, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { useAuth } from "@/lib/auth/auth-context";

/** Second login step (issue 10): a TOTP code or a recovery code for the challenge of the first step. */
export function TwoFactorStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const { completeTwoFactor } = useAuth();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="grid gap-4"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          await completeTwoFactor({ challenge_token: challenge, code });
          toast({
            title: t("auth.loginSuccessTitle"),
            description: t("auth.loginSuccessDescription"),
            variant: "success",
          });
        } catch (error) {
          toast({
            title: t("auth.loginErrorTitle"),
            description: isApiError(error) ? error.message : t("auth.loginErrorTitle"),
            variant: "destructive",
          });
          // An expired or exhausted challenge needs the password again.
          if (isApiError(error) && /expir/i.test(error.message) && !/code/i.test(error.message)) onRestart();
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="text-sm text-muted-foreground">{t("settings.account.twoFactorSubtitle")}</p>
      <FormField label={t("settings.account.twoFactorCode")} required>
        <Input
          autoComplete="one-time-code"
          autoFocus
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={busy || code.trim() === ""}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        {busy ? t("settings.account.verifying") : t("settings.account.verify")}
      </Button>
      <Button type="button" variant="ghost" onClick={onRestart}>
        {t("settings.account.backToLogin")}
      </Button>
    </form>
  );
}
