import { useQueryClient } from "@tanstack/react-query";
import { LogOut, ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-context";
import { usePageTitle } from "@/lib/use-page-title";
import { PasswordCard } from "../components/password-card.tsx";
import { TwoFactorCard } from "../components/two-factor-card.tsx";

/**
 * A session under a forced step (expired or temporary password, two-factor enrolment required by the
 * company): the server refuses everything else, so this is all the app shows until it is done.
 */
export function ForcedStepPage() {
  const { t } = useTranslation();
  const { session, logout } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(t("settings.forced.title"));
  const done = () => void queryClient.invalidateQueries({ queryKey: ["auth", "me"] });
  return (
    <main className="mx-auto grid min-h-dvh max-w-3xl content-start gap-4 p-4 sm:p-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <ShieldAlert className="text-destructive" aria-hidden="true" />
        {t("settings.forced.title")}
      </h1>
      <p role="alert" className="rounded-md border border-destructive/40 bg-background p-3 text-sm">
        {session?.restriction_detail}
      </p>
      {session?.restriction === "two-factor-enrolment" ? (
        <TwoFactorCard onEnrolled={done} />
      ) : (
        <PasswordCard onDone={done} />
      )}
      <Button
        variant="outline"
        className="w-fit"
        onClick={async () => {
          await logout();
          navigate("/login");
        }}
      >
        <LogOut aria-hidden="true" />
        {t("settings.forced.logout")}
      </Button>
    </main>
  );
}
