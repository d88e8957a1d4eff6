import { SUBSCRIPTIONS } from "@hts/domain";
import { Building2, Loader2, UserCog } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { usePageTitle } from "@/lib/use-page-title";
import { AuthLayout } from "../components/auth-layout.tsx";
import { translateFieldError } from "../components/field-error.ts";
import { Section } from "../components/register-section.tsx";
import { useRegisterCompanyForm } from "../lib/use-register-company-form.ts";

export function RegisterCompanyPage() {
  const { t } = useTranslation();
  usePageTitle(t("auth.registerTitle"));
  const { form, onSubmit, pending, done } = useRegisterCompanyForm();
  const { errors } = form.formState;
  const error = (message: string | undefined) => translateFieldError(t, message);
  const busy = pending || done;

  return (
    <AuthLayout wide>
      <Card className="shadow-md">
        <CardHeader className="gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{t("auth.registerTitle")}</h1>
          <CardDescription>{t("auth.registerSubtitle")}</CardDescription>
          <p className="text-xs text-muted-foreground">{t("auth.requiredHint")}</p>
        </CardHeader>
        <CardContent>
          <form className="grid gap-8" noValidate onSubmit={onSubmit}>
            <Section icon={<Building2 aria-hidden="true" />} title={t("auth.companySection")}>
              <FormField
                label={t("auth.companyName")}
                required
                error={error(errors.companyName?.message)}
                className="sm:col-span-2"
              >
                <Input autoComplete="organization" required {...form.register("companyName")} />
              </FormField>
              <FormField label={t("auth.companyEmail")} required error={error(errors.companyEmail?.message)}>
                <Input type="email" autoComplete="email" required {...form.register("companyEmail")} />
              </FormField>
              <FormField label={t("auth.phone")} error={error(errors.companyPhone?.message)}>
                <Input type="tel" autoComplete="tel" {...form.register("companyPhone")} />
              </FormField>
              <FormField
                label={t("auth.address")}
                error={error(errors.companyAddress?.message)}
                className="sm:col-span-2"
              >
                <Input autoComplete="street-address" {...form.register("companyAddress")} />
              </FormField>
              <FormField
                label={t("auth.subscription")}
                error={error(errors.subscription?.message)}
                className="sm:col-span-2"
              >
                <Select {...form.register("subscription")}>
                  {SUBSCRIPTIONS.map((plan) => (
                    <option key={plan} value={plan}>
                      {t(`auth.plans.${plan}`)}
                    </option>
                  ))}
                </Select>
              </FormField>
            </Section>

            <Section
              icon={<UserCog aria-hidden="true" />}
              title={t("auth.adminSection")}
              description={t("auth.adminSectionHint")}
            >
              <FormField label={t("auth.adminName")} required error={error(errors.adminName?.message)}>
                <Input autoComplete="name" required {...form.register("adminName")} />
              </FormField>
              <FormField label={t("auth.adminEmail")} required error={error(errors.adminEmail?.message)}>
                <Input type="email" autoComplete="username" required {...form.register("adminEmail")} />
              </FormField>
              <FormField
                label={t("auth.phone")}
                error={error(errors.adminPhone?.message)}
                className="sm:col-span-2"
              >
                <Input type="tel" autoComplete="tel" {...form.register("adminPhone")} />
              </FormField>
              <FormField
                label={t("auth.password")}
                required
                description={t("auth.passwordHint")}
                error={error(errors.password?.message)}
              >
                <Input type="password" autoComplete="new-password" required {...form.register("password")} />
              </FormField>
              <FormField
                label={t("auth.confirmPassword")}
                required
                error={error(errors.confirmPassword?.message)}
              >
                <Input
                  type="password"
                  autoComplete="new-password"
                  required
                  {...form.register("confirmPassword")}
                />
              </FormField>
            </Section>

            <div className="flex flex-col-reverse items-center gap-4 border-t border-border pt-6 sm:flex-row sm:justify-between">
              <p className="text-sm text-muted-foreground">
                {t("auth.alreadyRegistered")}{" "}
                <Link
                  to="/login"
                  className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {t("auth.login")}
                </Link>
              </p>
              <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
                {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
                {pending ? t("auth.registering") : done ? t("auth.redirecting") : t("auth.register")}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
