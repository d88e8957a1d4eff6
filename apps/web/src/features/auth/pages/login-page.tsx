import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { useAuth } from "@/lib/auth/auth-context";
import { usePageTitle } from "@/lib/use-page-title";

/** Placeholder login form (the full login screen replaces it); already wired to the real session. */
export function LoginPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  usePageTitle(t("auth.loginTitle"));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await login({ email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") });
      toast({
        title: t("auth.loginSuccessTitle"),
        description: t("auth.loginSuccessDescription"),
        variant: "success",
      });
      // No navigate() here: the GuestOnly route guard redirects as soon as the user is set.
    } catch (error) {
      toast({
        title: t("auth.loginErrorTitle"),
        description: error instanceof Error ? error.message : t("common.genericError"),
        variant: "destructive",
      });
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-2xl font-bold">{t("auth.loginTitle")}</h1>
          <CardDescription>{t("common.appName")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={onSubmit}>
            <div className="grid gap-2">
              <Label htmlFor={emailId}>{t("auth.email")}</Label>
              <Input id={emailId} name="email" type="email" autoComplete="email" required />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={passwordId}>{t("auth.password")}</Label>
              <Input
                id={passwordId}
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
            </div>
            <Button type="submit" disabled={busy}>
              {busy ? t("auth.loggingIn") : t("auth.login")}
            </Button>
            <Button asChild variant="link">
              <Link to="/">{t("common.backToHome")}</Link>
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
