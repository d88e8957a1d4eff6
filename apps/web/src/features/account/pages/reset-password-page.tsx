import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AccountCard } from "./account-card.tsx";
import { SetPasswordForm } from "./set-password-form.tsx";

/** /reset-password?token=: the link of the forgotten-password e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AccountCard title={t("settings.account.resetTitle")} subtitle={t("settings.account.resetSubtitle")}>
      <SetPasswordForm
        kind="reset"
        token={params.get("token") ?? ""}
        submitLabel={t("settings.security.changePassword")}
        doneText={t("settings.account.resetDone")}
      />
    </AccountCard>
  );
}
