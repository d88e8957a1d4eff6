import { mayAtAll } from "@hts/domain/auth/record-policy";
import type { TPayrollSettings } from "@hts/domain/payroll/payroll.schemas";
import type { ParseKeys } from "i18next";
import { ArrowLeft, Loader2, Save } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormField } from "@/components/form-field";
import { ErrorState } from "@/components/list-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { isApiError } from "@/lib/api-error";
import { useAuth } from "@/lib/auth/auth-context";
import { formatDateTime } from "@/lib/format-date";
import { usePayrollSettings } from "../api/get-payroll-settings.ts";
import { usePayrollSettingsVersions, useSavePayrollSettings } from "../api/payroll-settings-versions.ts";
import { monthValue, parseMonth, periodLabel } from "../components/payroll-format.ts";

// Barème de paie (issue 16, item 7; decision 050): every rate, bonus and premium that
// PUT /api/payroll/settings accepts, saved as a version in force from a month on. Administrators edit;
// managers read (RECORD_POLICY "payroll-settings").

type TKind = "rate" | "euros" | "percent";
type TField = { path: string; kind: TKind };
type TGroup = { key: string; fields: TField[] };

const GROUPS: TGroup[] = [
  {
    key: "hourly",
    fields: ["130", "140", "150", "160", "175", "190", "210"].map((c) => ({
      path: `tauxHoraires.${c}`,
      kind: "rate" as const,
    })),
  },
  {
    key: "bonuses",
    fields: [
      "primeHabillage",
      "primeSSIAP.niveau1",
      "primeSSIAP.niveau2",
      "primeSSIAP.niveau3",
      "primeEncadrement.chefDePoste",
      "primeEncadrement.responsable",
      "primeEncadrement.autre",
      "primeRisque",
      "primeCynophile.base",
      "primeCynophile.parChien",
    ].map((path) => ({ path, kind: "euros" as const })),
  },
  {
    key: "premiums",
    fields: ["majorations.nuit", "majorations.dimanche", "majorations.ferie", "tauxCotisations"].map(
      (path) => ({ path, kind: "percent" as const }),
    ),
  },
  {
    key: "allowances",
    fields: ["indemnites.parJourTravaille", "indemnites.navigo", "indemnites.entretien"].map((path) => ({
      path,
      kind: "euros" as const,
    })),
  },
];
const FIELDS = GROUPS.flatMap((g) => g.fields);

const read = (settings: TPayrollSettings, path: string): number =>
  path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], settings) as number;

/** Percent fields are edited as percentages (75 for +75 %) and stored as fractions (0.75). */
function toForm(settings: TPayrollSettings): Record<string, string> {
  return Object.fromEntries(
    FIELDS.map(({ path, kind }) => {
      const value = read(settings, path);
      return [path, String(kind === "percent" ? Math.round(value * 1_000_000) / 10_000 : value)];
    }),
  );
}

function fromForm(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, Record<string, unknown> | unknown> = {};
  for (const { path, kind } of FIELDS) {
    const raw = Number((values[path] ?? "").replace(",", "."));
    const value = kind === "percent" ? Math.round(raw * 100) / 10_000 : raw;
    const [head, tail] = path.split(".") as [string, string | undefined];
    if (tail === undefined) out[head] = value;
    else out[head] = { ...((out[head] as Record<string, unknown>) ?? {}), [tail]: value };
  }
  return out;
}

/** Field errors of a 422, keyed by the field's path ("majorations.nuit"). */
function pathErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 422 || !Array.isArray(error.detail)) return {};
  const out: Record<string, string> = {};
  for (const issue of error.detail as { loc?: unknown[]; msg?: string }[]) {
    const path = (issue.loc ?? []).slice(1).join(".");
    if (path && issue.msg && !out[path]) out[path] = issue.msg;
  }
  return out;
}

function RatesForm({
  initial,
  canEdit,
  viewMonth,
  onSaved,
}: {
  initial: TPayrollSettings;
  canEdit: boolean;
  viewMonth: string;
  onSaved: (month: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSavePayrollSettings();
  const [values, setValues] = useState(() => toForm(initial));
  const [effectiveFrom, setEffectiveFrom] = useState(viewMonth);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = (path: string) => `rate-${path.replace(".", "-")}`;
  const month = parseMonth(effectiveFrom);
  return (
    <form
      noValidate
      aria-label={t("payroll.rates.formLabel")}
      onSubmit={async (e) => {
        e.preventDefault();
        setErrors({});
        try {
          await save.mutateAsync({ ...(fromForm(values) as TPayrollSettings), effectiveFrom });
          onSaved(effectiveFrom);
          toast({
            title: t("payroll.rates.saved"),
            description: month
              ? t("payroll.rates.savedFrom", { month: periodLabel(month, i18n.language) })
              : undefined,
            variant: "success",
          });
        } catch (error) {
          // Percentages are typed as percentages here; the server's message speaks of fractions.
          const found = pathErrors(error);
          for (const { path, kind } of FIELDS) {
            if (kind === "percent" && found[path]) {
              found[path] = t("payroll.rates.percentError", { max: path === "tauxCotisations" ? 100 : 1000 });
            }
          }
          setErrors(found);
          toast({
            title: t("payroll.importErrorTitle"),
            description: isApiError(error) && error.message ? error.message : t("payroll.rates.saveError"),
            variant: "destructive",
          });
        }
      }}
    >
      <fieldset disabled={!canEdit} className="grid gap-6">
        {GROUPS.map((group) => (
          <section key={group.key} aria-labelledby={`rates-${group.key}`} className="grid gap-3">
            <h2 id={`rates-${group.key}`} className="text-base font-semibold">
              {t(`payroll.rates.groups.${group.key}` as ParseKeys)}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.fields.map(({ path, kind }) => (
                <FormField
                  key={path}
                  id={id(path)}
                  label={t(`payroll.rates.fields.${path.replace(".", "_")}` as ParseKeys)}
                  hint={t(`payroll.rates.units.${kind}`)}
                  error={errors[path]}
                >
                  <Input
                    id={id(path)}
                    inputMode="decimal"
                    value={values[path] ?? ""}
                    aria-invalid={errors[path] ? true : undefined}
                    aria-describedby={errors[path] ? `${id(path)}-error` : undefined}
                    onChange={(e) => setValues((v) => ({ ...v, [path]: e.target.value }))}
                  />
                </FormField>
              ))}
            </div>
          </section>
        ))}
        {canEdit && (
          <div className="grid gap-3 rounded-md border bg-muted/40 p-4 sm:grid-cols-[14rem_auto] sm:items-end">
            <FormField
              id="rates-effective-from"
              label={t("payroll.rates.effectiveFrom")}
              error={errors.effectiveFrom}
            >
              <Input
                id="rates-effective-from"
                type="month"
                required
                value={effectiveFrom}
                onChange={(e) => setEffectiveFrom(e.target.value)}
              />
            </FormField>
            <div className="flex flex-col gap-2">
              <p className="text-xs text-muted-foreground">{t("payroll.rates.effectiveFromHint")}</p>
              <Button type="submit" disabled={save.isPending || !month} className="w-full sm:w-fit">
                {save.isPending ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <Save aria-hidden="true" />
                )}
                {save.isPending ? t("payroll.rates.saving") : t("payroll.rates.save")}
              </Button>
            </div>
          </div>
        )}
      </fieldset>
    </form>
  );
}

function VersionsCard() {
  const { t, i18n } = useTranslation();
  const versions = usePayrollSettingsVersions();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("payroll.rates.historyTitle")}</CardTitle>
        <CardDescription>{t("payroll.rates.historyDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        {versions.isError ? (
          <ErrorState message={t("payroll.rates.loadError")} onRetry={() => void versions.refetch()} />
        ) : !versions.data ? (
          <Loader2 className="animate-spin" aria-label={t("common.loading")} />
        ) : versions.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("payroll.rates.historyEmpty")}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t("payroll.rates.historyTitle")}>
            {versions.data.map((v) => {
              const month = parseMonth(v.effectiveFrom);
              return (
                <li key={v.id} className="flex flex-wrap justify-between gap-2 rounded-md border p-3 text-sm">
                  <span className="font-medium">
                    {t("payroll.rates.inForceFrom", {
                      month: month ? periodLabel(month, i18n.language) : v.effectiveFrom,
                    })}
                  </span>
                  <span className="text-muted-foreground">
                    {t("payroll.rates.savedBy", {
                      name: v.createdByName,
                      date: formatDateTime(v.createdAt, i18n.language),
                    })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /dashboard/salary-calculator/settings. */
export function PayrollSettingsPage() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [viewMonth, setViewMonth] = useState(() => monthValue(new Date()));
  const viewed = parseMonth(viewMonth);
  const settings = usePayrollSettings(viewed ? viewMonth : undefined);
  if (!user) return null;
  const canRead = mayAtAll({ role: user.role, kind: "payroll-settings", action: "read" });
  const canEdit = mayAtAll({ role: user.role, kind: "payroll-settings", action: "update" });
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <Link
        to="/dashboard/salary-calculator"
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("modules.salaryCalculator")}
      </Link>
      <PageHeader title={t("payroll.rates.title")} description={t("payroll.rates.description")} />
      {!canRead ? (
        <p role="alert" className="text-sm text-destructive">
          {t("payroll.rates.forbidden")}
        </p>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>
                {viewed
                  ? t("payroll.rates.inForceIn", { month: periodLabel(viewed, i18n.language) })
                  : t("payroll.rates.currentTitle")}
              </CardTitle>
              <CardDescription>
                {canEdit ? t("payroll.rates.editHint") : t("payroll.rates.readOnly")}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              <div className="max-w-56">
                <FormField id="rates-view-month" label={t("payroll.rates.viewMonth")}>
                  <Input
                    id="rates-view-month"
                    type="month"
                    value={viewMonth}
                    onChange={(e) => setViewMonth(e.target.value)}
                  />
                </FormField>
              </div>
              {settings.isError ? (
                <ErrorState message={t("payroll.rates.loadError")} onRetry={() => void settings.refetch()} />
              ) : settings.data ? (
                <RatesForm
                  key={`${viewMonth}-${settings.dataUpdatedAt}`}
                  initial={settings.data}
                  canEdit={canEdit}
                  viewMonth={viewMonth}
                  onSaved={setViewMonth}
                />
              ) : (
                <Loader2 className="animate-spin" aria-label={t("common.loading")} />
              )}
            </CardContent>
          </Card>
          <VersionsCard />
        </>
      )}
    </div>
  );
}
