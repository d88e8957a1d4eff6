import type { TAgent, TUnavailabilityPeriod } from "@hts/domain";
import { format } from "date-fns";
import { Briefcase, CalendarOff, Eye, Mail, MapPin, Pencil, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { fromIsoDate, today } from "@/features/planning";
import { cn } from "@/lib/cn";
import { dateLocale } from "@/lib/date-locale";
import { AgentAvatar } from "./agent-avatar.tsx";
import { AGENT_STATUS_DOT, AGENT_STATUS_KEYS } from "./agent-status.ts";

export type AgentCardProps = {
  agent: TAgent;
  /** The agent's leave and unavailability from today to Sunday (a badge shows the first one). */
  leave?: TUnavailabilityPeriod[];
  canEdit: boolean;
  onView: (agent: TAgent) => void;
  onEdit: (agent: TAgent) => void;
};

/** One agent in the 'Agents' tab (spec section 2). */
export function AgentCard({ agent, leave, canEdit, onView, onEdit }: AgentCardProps) {
  const { t } = useTranslation();
  const titleId = `agent-${agent.id}-name`;
  const away = leave?.[0];
  return (
    <Card className="flex w-full flex-col gap-4 p-4 sm:p-5" aria-labelledby={titleId} role="group">
      <div className="flex items-start gap-3">
        <AgentAvatar name={agent.name} photo={agent.photo} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate text-base font-semibold text-foreground">
            {agent.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t("planning.agents.badge", { badge: agent.badge })}
          </p>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{t(`planning.level.${agent.level}`)}</Badge>
            <span className="inline-flex items-center gap-1.5 text-xs font-medium text-foreground">
              <span
                aria-hidden="true"
                className={cn("size-2.5 rounded-full", AGENT_STATUS_DOT[agent.status])}
              />
              {t(`planning.agentStatus.${AGENT_STATUS_KEYS[agent.status]}`)}
            </span>
            {away && <LeaveBadge period={away} />}
          </div>
        </div>
      </div>
      <dl className="grid gap-1.5 text-sm">
        {/* Personal data comes only to the roles allowed to see it (decision 015). */}
        {agent.phone !== null && (
          <Line icon={Phone} label={t("planning.agents.phone")}>
            <a className="hover:underline" href={`tel:${agent.phone.replace(/\s+/g, "")}`}>
              {agent.phone}
            </a>
          </Line>
        )}
        {agent.email !== null && (
          <Line icon={Mail} label={t("planning.agents.email")}>
            <a className="break-all hover:underline" href={`mailto:${agent.email}`}>
              {agent.email}
            </a>
          </Line>
        )}
        <Line icon={Briefcase} label={t("planning.agents.speciality")}>
          {t(`planning.speciality.${agent.speciality}`, { defaultValue: agent.speciality })}
        </Line>
        <Line icon={MapPin} label={t("planning.agents.site")}>
          {agent.currentSite ?? <span className="text-muted-foreground">{t("planning.unassigned")}</span>}
        </Line>
      </dl>
      {agent.certifications.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("planning.agents.certifications")}>
          {agent.certifications.map((certification) => (
            <li key={certification}>
              <Badge variant="outline">{certification}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex gap-2">
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          onClick={() => onView(agent)}
          aria-label={t("planning.agents.viewLabel", { name: agent.name })}
        >
          <Eye aria-hidden="true" />
          {t("planning.agents.view")}
        </Button>
        {canEdit && (
          <Button
            variant="outline"
            size="sm"
            className="flex-1"
            onClick={() => onEdit(agent)}
            aria-label={t("planning.agents.editLabel", { name: agent.name })}
          >
            <Pencil aria-hidden="true" />
            {t("planning.agents.edit")}
          </Button>
        )}
      </div>
    </Card>
  );
}

/** 'Congé aujourd'hui', or 'Indisponibilité du jeudi 26 au vendredi 27' when it starts later this week. */
function LeaveBadge({ period }: { period: TUnavailabilityPeriod }) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const day = (value: string) => format(fromIsoDate(value), "EEEE d", { locale });
  const kind = t(`planning.leave.kinds.${period.kind}`);
  const now = period.startDate <= today();
  return (
    <Badge
      variant={now ? "warning" : "outline"}
      data-testid="agent-leave-badge"
      title={period.reason ?? undefined}
    >
      <CalendarOff aria-hidden="true" />
      {now
        ? t("planning.leave.today", { kind })
        : t("planning.leave.thisWeek", { kind, start: day(period.startDate), end: day(period.endDate) })}
    </Badge>
  );
}

function Line({ icon: Icon, label, children }: { icon: typeof Phone; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="shrink-0 pt-0.5">
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-foreground">{children}</dd>
    </div>
  );
}
