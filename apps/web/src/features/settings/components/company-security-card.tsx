import { PASSWORD_EXPIRIES, SESSION_TIMEOUTS, type TSecuritySettings } from "@hts/domain";
import { Loader2, Save } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { ErrorState } from "@/components/list-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { useSecuritySettings } from "../api/get-security-settings.ts";
import { useUpdateSecuritySettings } from "../api/update-security-settings.ts";
import { fieldErrors, toastError } from "./server-errors.ts";
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
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Save aria-hidden="true" />
              )}
              {save.isPending ? t("settings.saving") : t("settings.save")}
            </Button>
          </div>
        )}
      </fieldset>
      <Dialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("settings.security.confirmIpTitle")}</DialogTitle>
            <DialogDescription>{confirm}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirm(null)}>
              {t("common.cancel")}
            </Button>
            <Button variant="destructive" onClick={() => void submit(true)} disabled={save.isPending}>
              {t("settings.security.confirmIpAction")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}

/** Company security rules: administrators edit them, other members read them. */
export function CompanySecurityCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useSecuritySettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.security.companyTitle")}</CardTitle>
        <CardDescription>
          {canEdit ? t("settings.security.companyDescription") : t("settings.readOnly")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <ErrorState message={t("settings.loadError")} onRetry={() => void query.refetch()} />
        ) : query.data ? (
          <SecurityForm key={query.dataUpdatedAt} initial={query.data} canEdit={canEdit} />
        ) : (
          <Loader2 className="animate-spin" aria-label={t("common.loading")} />
        )}
      </CardContent>
    </Card>
  );
}
