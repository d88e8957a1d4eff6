import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import {
  useAgentPlanningProfile,
  useCoverageSites,
  useSaveAgentPlanningProfile,
} from "../api/staffing-api.ts";
import { draftOf, type ProfileDraft, profileOf } from "../lib/profile-draft.ts";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const DAY_KEYS = {
  1: "coverage.profile.weekday.1",
  2: "coverage.profile.weekday.2",
  3: "coverage.profile.weekday.3",
  4: "coverage.profile.weekday.4",
  5: "coverage.profile.weekday.5",
  6: "coverage.profile.weekday.6",
  7: "coverage.profile.weekday.7",
} as const;
/** ISO weekday (1 = Monday) to its i18n key; anything else has none. */
const dayKey = (day: number | string) => DAY_KEYS[Number(day) as keyof typeof DAY_KEYS];

/**
 * 'Profil de planification' on the agent's card (issue 24 item 2, decision 126): contract, his own
 * caps, allowed sites, fixed days off, qualification dates, forbidden successions and weighted wishes.
 * Planners and managers edit it; the automatic scheduler plans by it.
 */
export function AgentPlanningProfileSection({ agentId, canEdit }: { agentId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useAgentPlanningProfile(agentId);
  const [open, setOpen] = useState(false);
  return (
    <section className="grid gap-2" aria-labelledby={`${id}-title`} data-testid="agent-planning-profile">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {t("coverage.profile.title")}
        </h3>
        {canEdit && query.data && !open && (
          <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
            {t("coverage.profile.edit")}
          </Button>
        )}
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError || !query.data ? (
        <p className="text-sm text-destructive">{t("coverage.profile.loadError")}</p>
      ) : open ? (
        <ProfileForm agentId={agentId} initial={draftOf(query.data.profile)} onDone={() => setOpen(false)} />
      ) : (
        <ProfileSummary draft={draftOf(query.data.profile)} />
      )}
    </section>
  );
}

function ProfileSummary({ draft }: { draft: ProfileDraft }) {
  const { t } = useTranslation();
  const none = t("coverage.profile.none");
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      <dt className="text-muted-foreground">{t("coverage.profile.contract")}</dt>
      <dd>
        {draft.contract
          ? t("coverage.profile.hours", { n: draft.contract })
          : t("coverage.profile.contractDefault")}
      </dd>
      <dt className="text-muted-foreground">{t("coverage.profile.maxHours")}</dt>
      <dd>{draft.maxHours ? t("coverage.profile.hours", { n: draft.maxHours }) : none}</dd>
      <dt className="text-muted-foreground">{t("coverage.profile.maxNights")}</dt>
      <dd>{draft.maxNights || none}</dd>
      <dt className="text-muted-foreground">{t("coverage.profile.daysOff")}</dt>
      <dd>{draft.daysOff.map((d) => t(dayKey(d))).join(", ") || none}</dd>
      <dt className="text-muted-foreground">{t("coverage.profile.successions")}</dt>
      <dd>{draft.successions.map((s) => `${s.from} → ${s.to}`).join(", ") || none}</dd>
      <dt className="text-muted-foreground">{t("coverage.profile.preferences")}</dt>
      <dd>
        {draft.preferences
          .map(
            (p) =>
              `${t(`coverage.profile.kind.${p.kind}`)} ${[p.post, p.weekday ? t(dayKey(p.weekday)) : ""].filter(Boolean).join(" ")} (${p.weight})`,
          )
          .join(", ") || none}
      </dd>
    </dl>
  );
}

function ProfileForm({
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
      <Rows
        legend={t("coverage.profile.expiry")}
        addLabel={t("coverage.profile.addExpiry")}
        rows={draft.expiry}
        onChange={(rows) => set("expiry", rows)}
        empty={{ code: "", expires: "" }}
        render={(row, update, n) => (
          <>
            <Input
              aria-label={t("coverage.profile.code", { n })}
              value={row.code}
              onChange={(e) => update({ ...row, code: e.target.value })}
            />
            <Input
              aria-label={t("coverage.profile.expires", { n })}
              type="date"
              value={row.expires}
              onChange={(e) => update({ ...row, expires: e.target.value })}
            />
          </>
        )}
      />
      <Rows
        legend={t("coverage.profile.successions")}
        addLabel={t("coverage.profile.addSuccession")}
        rows={draft.successions}
        onChange={(rows) => set("successions", rows)}
        empty={{ from: "", to: "" }}
        render={(row, update, n) => (
          <>
            <Input
              aria-label={t("coverage.profile.from", { n })}
              value={row.from}
              onChange={(e) => update({ ...row, from: e.target.value })}
            />
            <Input
              aria-label={t("coverage.profile.to", { n })}
              value={row.to}
              onChange={(e) => update({ ...row, to: e.target.value })}
            />
          </>
        )}
      />
      <Rows
        legend={t("coverage.profile.preferences")}
        addLabel={t("coverage.profile.addPreference")}
        rows={draft.preferences}
        onChange={(rows) => set("preferences", rows)}
        empty={{ kind: "avoid" as const, post: "", weekday: "", weight: "10" }}
        render={(row, update, n) => (
          <>
            <Select
              aria-label={t("coverage.profile.kindLabel", { n })}
              value={row.kind}
              onChange={(e) => update({ ...row, kind: e.target.value === "want" ? "want" : "avoid" })}
            >
              <option value="want">{t("coverage.profile.kind.want")}</option>
              <option value="avoid">{t("coverage.profile.kind.avoid")}</option>
            </Select>
            <Input
              aria-label={t("coverage.profile.post", { n })}
              value={row.post}
              onChange={(e) => update({ ...row, post: e.target.value })}
            />
            <Select
              aria-label={t("coverage.profile.day", { n })}
              value={row.weekday}
              onChange={(e) => update({ ...row, weekday: e.target.value })}
            >
              <option value="">{t("coverage.profile.anyDay")}</option>
              {WEEKDAYS.map((day) => (
                <option key={day} value={String(day)}>
                  {t(dayKey(day))}
                </option>
              ))}
            </Select>
            <Input
              aria-label={t("coverage.profile.weight", { n })}
              inputMode="numeric"
              className="w-20"
              value={row.weight}
              onChange={(e) => update({ ...row, weight: e.target.value })}
            />
          </>
        )}
      />
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

/** A list of small rows with add and remove buttons, each control named with its row number. */
function Rows<T>({
  legend,
  addLabel,
  rows,
  onChange,
  empty,
  render,
}: {
  legend: string;
  addLabel: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  empty: T;
  render: (row: T, update: (row: T) => void, n: number) => React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium">{legend}</legend>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the list is edited in place.
        <div key={i} className="flex flex-wrap items-center gap-2">
          {render(row, (next) => onChange(rows.map((r, j) => (j === i ? next : r))), i + 1)}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            {t("coverage.profile.remove", { n: i + 1 })}
          </Button>
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...rows, empty])}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
