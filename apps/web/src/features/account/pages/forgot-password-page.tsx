import { Loader2, Mail } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { useForgotPassword } from "../api/post-forgot-password.ts";
import { AccountCard } from "./account-card.tsx";

/** /forgot-password: asks for a reset link, valid 30 minutes. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  return (
    <AccountCard title={t("settings.account.forgotTitle")} subtitle={t("settings.account.forgotSubtitle")}>
      {sent ? (
        <p role="status" className="rounded-md bg-accent p-3 text-sm">
          {sent}
        </p>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={async (e) => {
            e.preventDefault();
            try {
              setSent((await forgot.mutateAsync({ email })).detail);
            } catch (error) {
              toast({
                title: t("settings.errorTitle"),
                description: isApiError(error) ? error.message : t("common.genericError"),
                variant: "destructive",
              });
            }
          }}
        >
          <FormField id="forgot-email" label={t("auth.email")} required>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={forgot.isPending}>
            {forgot.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Mail aria-hidden="true" />
            )}
            {forgot.isPending ? t("settings.account.sending") : t("settings.account.send")}
          </Button>
        </form>
      )}
      <Link to="/login" className="text-center text-sm font-semibold text-primary hover:underline">
        {t("settings.account.backToLogin")}
      </Link>
    </AccountCard>
  );
}
