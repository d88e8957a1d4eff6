import { Loader2, LogIn } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { isApiError } from "@/lib/api-error";
import { platformSignIn } from "../api/platform-api.ts";

/** The operator's own sign-in: their account lives apart from the companies' users (decision 106). */
export function PlatformLoginForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await platformSignIn({ email: email.trim(), password });
    } catch (caught) {
      setError(isApiError(caught) && caught.message ? caught.message : t("platform.loginError"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="mx-auto w-full max-w-md shadow-md">
      <CardHeader className="gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{t("platform.loginTitle")}</h1>
        <CardDescription>{t("platform.loginSubtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" noValidate onSubmit={onSubmit}>
          <FormField label={t("auth.email")} required>
            <Input
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
          </FormField>
          <FormField label={t("auth.password")} required error={error ?? undefined}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </FormField>
          <Button type="submit" size="lg" disabled={busy || !email || !password} className="w-full">
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogIn aria-hidden="true" />}
            {t("auth.login")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
