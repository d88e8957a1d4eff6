import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { useLinkPassword } from "../api/post-link-password.ts";

/** New password and its confirmation, sent with the e-mailed link's token; then back to /login. */
export function SetPasswordForm({
  kind,
  token,
  submitLabel,
  doneText,
}: {
  kind: "reset" | "invitation";
  token: string;
  submitLabel: string;
  doneText: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const set = useLinkPassword();
  const [values, setValues] = useState({ newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setErrors({});
        if (values.newPassword !== values.confirmPassword) {
          toast({
            title: t("settings.errorTitle"),
            description: t("settings.toasts.passwordMismatch"),
            variant: "destructive",
          });
          return;
        }
        try {
          await set.mutateAsync({ kind, token, ...values });
          toast({ title: doneText, variant: "success" });
          navigate("/login", { replace: true });
        } catch (error) {
          if (isApiError(error) && Array.isArray(error.detail)) {
            const out: Record<string, string> = {};
            for (const d of error.detail as { loc: string[]; msg: string }[]) out[d.loc[1] ?? ""] = d.msg;
            setErrors(out);
          }
          toast({
            title: t("settings.errorTitle"),
            description: isApiError(error) ? error.message : t("common.genericError"),
            variant: "destructive",
          });
        }
      }}
    >
      <FormField id="link-new" label={t("settings.security.newPassword")} required error={errors.newPassword}>
        <Input
          {...fieldAria("link-new", errors.newPassword)}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
        />
      </FormField>
      <FormField
        id="link-confirm"
        label={t("settings.security.confirmPassword")}
        required
        error={errors.confirmPassword}
      >
        <Input
          {...fieldAria("link-confirm", errors.confirmPassword)}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
        />
      </FormField>
      <Button type="submit" disabled={set.isPending}>
        {set.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </form>
  );
}
