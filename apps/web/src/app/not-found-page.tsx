import { Compass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-context";
import { usePageTitle } from "@/lib/use-page-title";

export function NotFoundPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageTitle(t("notFound.title"));
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-muted p-6 text-center">
      <Compass className="size-12 text-primary" aria-hidden="true" />
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("notFound.code")}</p>
      <h1 className="text-3xl font-bold tracking-tight">{t("notFound.title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("notFound.description")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/">{t("common.backToHome")}</Link>
        </Button>
        {user && (
          <Button asChild variant="outline">
            <Link to="/dashboard">{t("common.goToDashboard")}</Link>
          </Button>
        )}
      </div>
    </main>
  );
}
