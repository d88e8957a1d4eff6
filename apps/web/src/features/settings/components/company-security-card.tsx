import { PASSWORD_EXPIRIES, SESSION_TIMEOUTS, type TSecuritySettings } from "@hts/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, fieldAria } from "@/components/form-field";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { useSecuritySettings } from "../api/get-security-settings.ts";
import { useUpdateSecuritySettings } from "../api/update-security-settings.ts";
import { SaveButton } from "./save-button.tsx";
import { fieldErrors, toastError } from "./server-errors.ts";
import { SettingsCard } from "./settings-card.tsx";
import { ToggleRow } from "./toggle-row.tsx";

function SecurityForm({ initial, canEdit }: { initial: TSecuritySettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateSecuritySettings();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState<string | null>(null);
  const set = <K extends keyof TSecuritySettings>(key: K, value: TSecuritySettings[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(confirmIpExclusion = false) {
    setErrors({});
    try {
      const saved = await save.mutateAsync({ ...values, confirmIpExclusion });
      setValues(saved);
      setConfirm(null);
      toast({ title: t("settings.toasts.security"), variant: "success" });
    } catch (error) {
      // 409: the list leaves out the admin's own address; saving it needs an explicit confirmation.
      if (isApiError(error) && error.status === 409) return setConfirm(error.message);
      setErrors(fieldErrors(error));
      toastError(t("settings.errorTitle"), error, t("common.genericError"));
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <ToggleRow
            id="sec-2fa"
            label={t("settings.security.twoFactorAuth")}
            hint={t("settings.security.twoFactorAuthHint")}
            checked={values.twoFactorAuth}
            disabled={!canEdit}
            onChange={(v) => set("twoFactorAuth", v)}
          />
        </div>
        <FormField id="sec-timeout" label={t("settings.security.sessionTimeout")}>
          <Select
            id="sec-timeout"
            value={values.sessionTimeout}
            onChange={(e) =>
              set("sessionTimeout", Number(e.target.value) as TSecuritySettings["sessionTimeout"])
            }
          >
            {SESSION_TIMEOUTS.map((m) => (
              <option key={m} value={m}>
                {t("settings.security.minutes", { count: m })}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="sec-expiry" label={t("settings.security.passwordExpiry")}>
          <Select
            id="sec-expiry"
            value={values.passwordExpiry}
            onChange={(e) => set("passwordExpiry", e.target.value as TSecuritySettings["passwordExpiry"])}
          >
            {PASSWORD_EXPIRIES.map((d) => (
              <option key={d} value={d}>
                {d === "never"
                  ? t("settings.security.never")
                  : t("settings.security.days", { count: Number(d) })}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            id="sec-ip"
            label={t("settings.security.ipWhitelist")}
            hint={t("settings.security.ipWhitelistHint")}
            error={errors.ipWhitelist}
          >
            <Textarea
              {...fieldAria("sec-ip", errors.ipWhitelist)}
              rows={2}
              value={values.ipWhitelist}
              onChange={(e) => set("ipWhitelist", e.target.value)}
              spellCheck={false}
            />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <ToggleRow
            id="sec-autologout"
            label={t("settings.security.autoLogout")}
            hint={t("settings.security.autoLogoutHint")}
            checked={values.autoLogout}
            disabled={!canEdit}
            onChange={(v) => set("autoLogout", v)}
          />
        </div>
        {canEdit && (
          <div className="sm:col-span-2">
            <SaveButton pending={save.isPending} />
          </div>
        )}
      </fieldset>
      <ConfirmDialog
        open={confirm !== null}
        title={t("settings.security.confirmIpTitle")}
        description={confirm ?? ""}
        confirmLabel={t("settings.security.confirmIpAction")}
        busyLabel={t("settings.saving")}
        busy={save.isPending}
        onConfirm={() => void submit(true)}
        onOpenChange={(open) => !open && setConfirm(null)}
      />
    </form>
  );
}

/** Company security rules: administrators edit them, other members read them. */
export function CompanySecurityCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useSecuritySettings();
  return (
    <SettingsCard
      title={t("settings.security.companyTitle")}
      description={t("settings.security.companyDescription")}
      canEdit={canEdit}
      query={query}
    >
      {(data, key) => <SecurityForm key={key} initial={data} canEdit={canEdit} />}
    </SettingsCard>
  );
}
