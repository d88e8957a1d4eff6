import type { TSite } from "@hts/domain";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast-store";
import { useSaveCoveragePost } from "../api/staffing-api.ts";
import { inputOf, type PostDraft } from "../lib/post-draft.ts";
import { DayCountsFields } from "./day-counts-fields.tsx";
import { QualificationsField } from "./qualifications-field.tsx";

/** Add or edit one post to cover: slot, agents per day type, qualifications, validity and costs. */
export function CoveragePostForm({
  initial,
  postId,
  sites,
  onDone,
}: {
  initial: PostDraft;
  /** Set when editing: the site is then fixed. */
  postId?: string;
  /** The site choices; without them the post stays on `initial.site_id` (the site page). */
  sites?: TSite[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCoveragePost();
  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim() || !draft.site_id) {
      setError(t("coverage.form.nameRequired"));
      return;
    }
    setError(null);
    const { site_id, ...rest } = inputOf(draft);
    try {
      await (postId
        ? save.mutateAsync({ id: postId, input: rest })
        : save.mutateAsync({ input: { ...rest, site_id, date_counts: [] } }));
      toast({ title: t(postId ? "coverage.toast.updated" : "coverage.toast.created"), variant: "success" });
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t("coverage.form.saveError"));
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={save.isPending}
      className="grid gap-3 rounded-md border border-border bg-muted/40 p-3"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t(postId ? "coverage.form.editTitle" : "coverage.form.newTitle")}
      </h3>
      {sites && !postId && (
        <FormField label={t("coverage.form.site")} required>
          <Select value={draft.site_id} onChange={(e) => set("site_id", e.target.value)}>
            <option value="">{t("coverage.form.chooseSite")}</option>
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FormField label={t("coverage.form.name")} required>
          <Input
            value={draft.name}
            placeholder={t("coverage.form.namePlaceholder")}
            onChange={(e) => set("name", e.target.value)}
          />
        </FormField>
        <FormField label={t("coverage.form.start")}>
          <Input type="time" value={draft.start_time} onChange={(e) => set("start_time", e.target.value)} />
        </FormField>
        <FormField label={t("coverage.form.end")} description={t("coverage.form.endHint")}>
          <Input type="time" value={draft.end_time} onChange={(e) => set("end_time", e.target.value)} />
        </FormField>
      </div>
      <DayCountsFields value={draft.required} onChange={(next) => set("required", next)} />
      <QualificationsField value={draft.qualifications} onChange={(next) => set("qualifications", next)} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <FormField label={t("coverage.form.validFrom")}>
          <Input type="date" value={draft.valid_from} onChange={(e) => set("valid_from", e.target.value)} />
        </FormField>
        <FormField label={t("coverage.form.validTo")}>
          <Input type="date" value={draft.valid_to} onChange={(e) => set("valid_to", e.target.value)} />
        </FormField>
        <FormField label={t("coverage.form.missingCost")}>
          <Input
            type="number"
            min={0}
            value={draft.missing_cost}
            onChange={(e) => set("missing_cost", e.target.valueAsNumber)}
          />
        </FormField>
        <FormField label={t("coverage.form.extraCost")}>
          <Input
            type="number"
            min={0}
            value={draft.extra_cost}
            onChange={(e) => set("extra_cost", e.target.valueAsNumber)}
          />
        </FormField>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {t("coverage.form.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t("coverage.form.save")}
        </Button>
      </div>
    </form>
  );
}
