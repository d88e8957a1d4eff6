import { ShieldX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-context";
import { usePageTitle } from "@/lib/use-page-title";

export function AccessDeniedPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageTitle(t("shell.accessDeniedTitle"));
  const role = user ? t(`shell.roles.${user.role}`) : "";

  return (
    <section aria-labelledby="access-denied-title" className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 id="access-denied-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("shell.accessDeniedTitle")}
      </h1>
      <div className="flex flex-col items-center gap-4 rounded-lg border border-destructive/30 bg-background px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldX className="size-7" aria-hidden="true" />
        </span>
        <p className="max-w-md text-sm text-muted-foreground">
          {t("shell.accessDeniedDescription", { role })}
        </p>
        <Button asChild variant="outline">
          <Link to="/dashboard">{t("common.goToDashboard")}</Link>
        </Button>
      </div>
    </section>
  );
}
