import { Fragment, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAgentPlanningProfile } from "../api/staffing-api.ts";
import { dayKey } from "../lib/profile-days.ts";
import { draftOf, PERIOD_FIELDS, type ProfileDraft } from "../lib/profile-draft.ts";
import { ProfileForm } from "./agent-planning-profile-form.tsx";

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
      <dt className="text-muted-foreground">{t("coverage.profile.maxConsecutive")}</dt>
      <dd>{draft.maxConsecutive || none}</dd>
      <dt className="text-muted-foreground">{t("coverage.profile.maxWeekends")}</dt>
      <dd>{draft.maxWeekends || none}</dd>
      {PERIOD_FIELDS.map((field) => (
        <Fragment key={field}>
          <dt className="text-muted-foreground">{t(`coverage.profile.${field}`)}</dt>
          <dd>{draft[field] || none}</dd>
        </Fragment>
      ))}
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
