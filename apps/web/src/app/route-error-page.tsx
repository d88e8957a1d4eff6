import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";

/**
 * Shown when a screen crashes or its code cannot be fetched (typically a tab left open across a deploy:
 * reloading picks up the new build).
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  usePageTitle(t("common.error"));
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t("errors.pageTitle")}</h1>
      <p className="max-w-md text-muted-foreground">{t("errors.pageDescription")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>{t("errors.reload")}</Button>
        <Button variant="outline" onClick={() => window.location.assign("/")}>
          {t("common.backToHome")}
        </Button>
      </div>
    </main>
  );
}
