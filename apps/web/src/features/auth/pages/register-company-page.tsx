import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ModuleComingSoon } from "@/components/module-coming-soon";
import { Button } from "@/components/ui/button";

/** Placeholder until the company registration form lands. */
export function RegisterCompanyPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center bg-muted p-4 sm:p-8">
      <ModuleComingSoon title={t("modules.registerCompany")}>
        <Button asChild variant="outline">
          <Link to="/login">{t("auth.login")}</Link>
        </Button>
      </ModuleComingSoon>
    </main>
  );
}
