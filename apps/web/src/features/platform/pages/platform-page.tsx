import { LogOut } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "@/components/language-switcher";
import { PageHeader } from "@/components/page-header";
import { PageSpinner } from "@/components/page-spinner";
import { Button } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";
import { dropPlatformToken, platformSignOut, usePlatformMe, usePlatformToken } from "../api/platform-api.ts";
import { CompaniesTable } from "../components/companies-table.tsx";
import { DemoRequestsList } from "../components/demo-requests-list.tsx";
import { PlatformLoginForm } from "../components/platform-login-form.tsx";

/** /platform: the platform operator's console (issue 29, decision 106), apart from every company's app. */
export function PlatformPage() {
  const { t } = useTranslation();
  const token = usePlatformToken();
  const me = usePlatformMe(token !== null);
  usePageTitle(t("platform.title"));
  // An expired or revoked token: back to the sign-in form.
  useEffect(() => {
    if (me.isError) dropPlatformToken();
  }, [me.isError]);

  return (
    <main className="min-h-dvh bg-muted/30 px-4 py-6 sm:px-8">
      <div className="mx-auto grid max-w-6xl gap-6">
        <div className="flex justify-end">
          <LanguageSwitcher />
        </div>
        {!token ? (
          <PlatformLoginForm />
        ) : me.isPending ? (
          <PageSpinner />
        ) : me.isSuccess ? (
          <>
            <PageHeader
              title={t("platform.title")}
              description={t("platform.signedInAs", { name: me.data.name, email: me.data.email })}
              actions={
                <Button variant="outline" onClick={() => void platformSignOut()}>
                  <LogOut aria-hidden="true" />
                  {t("platform.signOut")}
                </Button>
              }
            />
            <section aria-labelledby="platform-companies" className="grid gap-3">
              <h2 id="platform-companies" className="text-lg font-semibold">
                {t("platform.companiesTitle")}
              </h2>
              <p className="text-sm text-muted-foreground">{t("platform.companiesHint")}</p>
              <CompaniesTable />
            </section>
            <section aria-labelledby="platform-demos" className="grid gap-3">
              <h2 id="platform-demos" className="text-lg font-semibold">
                {t("platform.demoRequestsTitle")}
              </h2>
              <DemoRequestsList />
            </section>
          </>
        ) : null}
      </div>
    </main>
  );
}
