import { Eye, EyeOff, KeyRound, Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { useChangePassword } from "../api/change-password.ts";
import { fieldErrors, toastError } from "./server-errors.ts";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Password change form (spec part 1): current, new, confirmation, with a show/hide toggle. */
export function PasswordCard({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const type = visible ? "text" : "password";

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
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
      const { revoked_sessions } = await change.mutateAsync(values);
      setValues(EMPTY);
      toast({
        title: t("settings.toasts.password"),
        description:
          revoked_sessions > 0
            ? t("settings.security.otherSessionsClosed", { count: revoked_sessions })
            : undefined,
        variant: "success",
      });
      onDone?.();
    } catch (error) {
      setErrors(fieldErrors(error));
      toastError(t("settings.errorTitle"), error, t("common.genericError"));
    }
  }

  const field = (key: keyof typeof EMPTY, autoComplete: string) => (
    <FormField id={`pwd-${key}`} label={t(`settings.security.${key}`)} required error={errors[key]}>
      <Input
        {...fieldAria(`pwd-${key}`, errors[key])}
        type={type}
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.security.passwordTitle")}</CardTitle>
        <CardDescription>{t("settings.security.passwordDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-3">
          {field("currentPassword", "current-password")}
          {field("newPassword", "new-password")}
          {field("confirmPassword", "new-password")}
          <div className="flex flex-wrap gap-2 sm:col-span-3">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <KeyRound aria-hidden="true" />
              )}
              {t("settings.security.changePassword")}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => setVisible((v) => !v)}
              aria-pressed={visible}
            >
              {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {visible ? t("settings.security.hide") : t("settings.security.show")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
