import { LANGUAGES, TIMEZONES, type TProfile, type TProfileUpdate } from "@hts/domain";
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField, fieldAria } from "@/components/form-field";
import { ErrorState } from "@/components/list-state";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { setLanguage } from "@/i18n/i18n";
import { setDisplayTimeZone } from "@/lib/display-time-zone";
import { useProfile } from "../api/get-profile.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { SaveButton } from "./save-button.tsx";
import { fieldErrors, toastError } from "./server-errors.ts";

function ProfileForm({ profile }: { profile: TProfile }) {
  const { t, i18n } = useTranslation();
  const save = useUpdateProfile();
  const { company: _company, ...editable } = profile;
  const [values, setValues] = useState<TProfileUpdate>({ ...editable, currentPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const emailChanged = values.email.trim().toLowerCase() !== profile.email;
  const set = <K extends keyof TProfileUpdate>(key: K, value: TProfileUpdate[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const { currentPassword, ...rest } = values;
      const saved = await save.mutateAsync({ ...rest, ...(emailChanged ? { currentPassword } : {}) });
      // The whole interface follows at once; the server keeps it for the next login on any device.
      setDisplayTimeZone(saved.timezone);
      await setLanguage(saved.language);
      const { company: _c, ...next } = saved;
      setValues({ ...next, currentPassword: "" });
      // In the language just chosen (this render's `t` is still the previous language's).
      toast({ title: i18n.t("settings.toasts.profile"), variant: "success" });
    } catch (error) {
      setErrors(fieldErrors(error));
      toastError(t("settings.errorTitle"), error, t("common.genericError"));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField id="profile-name" label={t("settings.profile.name")} required error={errors.name}>
        <Input
          {...fieldAria("profile-name", errors.name)}
          autoComplete="name"
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
        />
      </FormField>
      <FormField id="profile-email" label={t("settings.profile.email")} required error={errors.email}>
        <Input
          {...fieldAria("profile-email", errors.email)}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set("email", e.target.value)}
        />
      </FormField>
      {emailChanged && (
        <FormField
          id="profile-current-password"
          label={t("settings.profile.currentPassword")}
          required
          hint={t("settings.profile.currentPasswordHint")}
          error={errors.currentPassword}
        >
          <Input
            {...fieldAria("profile-current-password", errors.currentPassword)}
            type="password"
            autoComplete="current-password"
            value={values.currentPassword ?? ""}
            onChange={(e) => set("currentPassword", e.target.value)}
          />
        </FormField>
      )}
      <FormField id="profile-phone" label={t("settings.profile.phone")} error={errors.phone}>
        <Input
          {...fieldAria("profile-phone", errors.phone)}
          type="tel"
          autoComplete="tel"
          value={values.phone ?? ""}
          onChange={(e) => set("phone", e.target.value)}
        />
      </FormField>
      <FormField id="profile-company" label={t("settings.profile.company")}>
        <Input
          id="profile-company"
          value={profile.company}
          readOnly
          aria-readonly="true"
          className="bg-muted"
        />
      </FormField>
      <FormField id="profile-language" label={t("settings.profile.language")}>
        <Select
          id="profile-language"
          value={values.language}
          onChange={(e) => set("language", e.target.value as TProfile["language"])}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {t(`common.languages.${l}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="profile-timezone" label={t("settings.profile.timezone")}>
        <Select
          id="profile-timezone"
          value={values.timezone}
          onChange={(e) => set("timezone", e.target.value as TProfile["timezone"])}
        >
          {TIMEZONES.map((z) => (
            <option key={z} value={z}>
              {t(`settings.profile.timezones.${z}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="sm:col-span-2">
        <SaveButton pending={save.isPending} />
      </div>
    </form>
  );
}

export function ProfileTab() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isError)
    return <ErrorState message={t("settings.loadError")} onRetry={() => void profile.refetch()} />;
  return (
    <Card>
      <CardContent className="pt-6">
        {profile.data ? (
          <ProfileForm key={profile.dataUpdatedAt} profile={profile.data} />
        ) : (
          <Loader2 className="animate-spin" aria-label={t("common.loading")} />
        )}
      </CardContent>
    </Card>
  );
}
