import type { TLoginBody } from "@hts/domain";
import { Info, Loader2, LogIn } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { useAuth } from "@/lib/auth/auth-context";
import { takeSessionEnded } from "@/lib/auth/session-ended";
import { usePageTitle } from "@/lib/use-page-title";
import { AuthLayout } from "../components/auth-layout.tsx";
import { translateFieldError } from "../components/field-error.ts";
import { TwoFactorStep } from "../components/two-factor-step.tsx";
import { LOGIN_MAX_LENGTH, loginResolver } from "../lib/login-resolver.ts";

export function LoginPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  usePageTitle(t("auth.loginTitle"));
  const form = useForm<TLoginBody>({
    resolver: loginResolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // Issue 10: with two-factor authentication the first step gives a challenge, not a session.
  const [challenge, setChallenge] = useState<string | null>(null);

  // Back here because the session ended: say so once, whichever path brought the user.
  useEffect(() => {
    const reason = takeSessionEnded();
    if (!reason) return;
    toast({
      title: t("settings.idle.expiredTitle"),
      description: t(reason === "idle" ? "settings.idle.expired" : "settings.idle.ended"),
      variant: "destructive",
    });
  }, [t]);

  async function onSubmit(values: TLoginBody) {
    try {
      const result = await login(values);
      if ("two_factor_required" in result) {
        setChallenge(result.challenge_token);
        return;
      }
      toast({
        title: t("auth.loginSuccessTitle"),
        description: t("auth.loginSuccessDescription"),
        variant: "success",
      });
      // No navigate() here: the GuestOnly route guard moves the user on as soon as the session is set.
    } catch (error) {
      toast({
        title: t("auth.loginErrorTitle"),
        description: isApiError(error) && error.message ? error.message : t("auth.loginErrorTitle"),
        variant: "destructive",
      });
    }
  }

  return (
    <AuthLayout>
      <Card className="shadow-md">
        <CardHeader className="gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{t("auth.loginTitle")}</h1>
          <CardDescription>{t("auth.loginSubtitle")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {challenge ? (
            <TwoFactorStep challenge={challenge} onRestart={() => setChallenge(null)} />
          ) : (
            <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
              <FormField
                label={t("auth.email")}
                required
                error={translateFieldError(t, errors.email?.message)}
              >
                <Input
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  placeholder={t("auth.emailPlaceholder")}
                  required
                  maxLength={LOGIN_MAX_LENGTH.email}
                  {...form.register("email")}
                />
              </FormField>
              <FormField
                label={t("auth.password")}
                required
                error={translateFieldError(t, errors.password?.message)}
              >
                <Input
                  type="password"
                  autoComplete="current-password"
                  required
                  maxLength={LOGIN_MAX_LENGTH.password}
                  {...form.register("password")}
                />
              </FormField>
              <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
                {isSubmitting ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <LogIn aria-hidden="true" />
                )}
                {isSubmitting ? t("auth.loggingIn") : t("auth.login")}
              </Button>
              <Link
                to="/forgot-password"
                className="justify-self-center rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t("settings.account.forgot")}
              </Link>
            </form>
          )}
          <p className="flex items-start gap-2 rounded-md bg-accent p-3 text-sm text-accent-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t("auth.agentHint")}
          </p>
          <p className="text-center text-sm text-muted-foreground">
            {t("auth.newCompany")}{" "}
            <Link
              to="/register-company"
              className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {t("auth.createAdminAccount")}
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
