import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { isApiError } from "@/lib/api-error";
import { useInvitation } from "../api/get-invitation.ts";
import { AccountCard } from "./account-card.tsx";
import { SetPasswordForm } from "./set-password-form.tsx";

/** /invitation?token=: a new member chooses a password and activates the account. */
export function InvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const invitation = useInvitation(token);
  if (invitation.isPending && token)
    return <Loader2 className="m-8 animate-spin" aria-label={t("common.loading")} />;
  if (!invitation.data) {
    return (
      <AccountCard title={t("settings.account.invalidLink")}>
        <p role="alert" className="text-sm">
          {isApiError(invitation.error) ? invitation.error.message : t("common.genericError")}
        </p>
        <Link to="/login" className="text-sm font-semibold text-primary hover:underline">
          {t("settings.account.backToLogin")}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title={t("settings.account.invitationTitle", { company: invitation.data.company })}
      subtitle={t("settings.account.invitationSubtitle", invitation.data)}
    >
      <SetPasswordForm
        kind="invitation"
        token={token}
        submitLabel={t("settings.account.activate")}
        doneText={t("settings.account.invitationDone")}
      />
    </AccountCard>
  );
}
