import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { useCoverageSites, useSaveAgentPlanningProfile } from "../api/staffing-api.ts";
import { dayKey, WEEKDAYS } from "../lib/profile-days.ts";
import { PERIOD_FIELDS, type ProfileDraft, profileOf } from "../lib/profile-draft.ts";
import { ProfileListFields } from "./profile-list-fields.tsx";

/** The planning profile's form (decision 126): numbers, days off, sites, then the lists as rows. */
export function ProfileForm({
  agentId,
  initial,
  onDone,
}: {
  agentId: string;
  initial: ProfileDraft;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAgentPlanningProfile(agentId);
  const sites = useCoverageSites();
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync(profileOf(draft));
      toast({ title: t("coverage.profile.saved"), variant: "success" });
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t("coverage.profile.saveError"));
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={save.isPending}
      className="grid gap-3 rounded-md border border-border bg-muted/40 p-3"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FormField label={t("coverage.profile.contract")} hint={t("coverage.profile.hoursHint")}>
          <Input
            inputMode="decimal"
            value={draft.contract}
            onChange={(e) => set("contract", e.target.value)}
          />
        </FormField>
        <FormField label={t("coverage.profile.maxHours")} hint={t("coverage.profile.hoursHint")}>
          <Input
            inputMode="decimal"
            value={draft.maxHours}
            onChange={(e) => set("maxHours", e.target.value)}
          />
        </FormField>
        <FormField label={t("coverage.profile.maxNights")}>
          <Input
            inputMode="numeric"
            value={draft.maxNights}
            onChange={(e) => set("maxNights", e.target.value)}
          />
        </FormField>
        <FormField label={t("coverage.profile.maxConsecutive")}>
          <Input
            inputMode="numeric"
            value={draft.maxConsecutive}
            onChange={(e) => set("maxConsecutive", e.target.value)}
          />
        </FormField>
        <FormField label={t("coverage.profile.maxWeekends")}>
          <Input
            inputMode="numeric"
            value={draft.maxWeekends}
            onChange={(e) => set("maxWeekends", e.target.value)}
          />
        </FormField>
        {PERIOD_FIELDS.map((field) => (
          <FormField
            key={field}
            label={t(`coverage.profile.${field}`)}
            hint={t("coverage.profile.periodHint")}
          >
            <Input inputMode="numeric" value={draft[field]} onChange={(e) => set(field, e.target.value)} />
          </FormField>
        ))}
      </div>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">{t("coverage.profile.daysOff")}</legend>
        <div className="flex flex-wrap gap-3">
          {WEEKDAYS.map((day) => (
            <label key={day} className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={draft.daysOff.includes(day)}
                onChange={() => set("daysOff", toggle(draft.daysOff, day))}
              />
              {t(dayKey(day))}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">{t("coverage.profile.sites")}</legend>
        <p className="text-xs text-muted-foreground">{t("coverage.profile.sitesHint")}</p>
        <div className="flex max-h-32 flex-wrap gap-3 overflow-y-auto">
          {(sites.data ?? []).map((site) => (
            <label key={site.id} className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={draft.sites.includes(site.id)}
                onChange={() => set("sites", toggle(draft.sites, site.id))}
              />
              {site.name}
            </label>
          ))}
        </div>
      </fieldset>
      <ProfileListFields draft={draft} set={set} />
      {error && (
        <p role="alert" id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t("coverage.profile.save")}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("coverage.profile.cancel")}
        </Button>
      </div>
    </form>
  );
}
