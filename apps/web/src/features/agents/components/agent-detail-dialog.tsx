import type { TAgent } from "@hts/domain";
import { format } from "date-fns";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { addDaysTo, fromIsoDate, ShiftTypeBadge, today, useShifts } from "@/features/planning";
import { AgentPlanningProfileSection } from "@/features/staffing";
import { useRecordRights } from "@/lib/auth/record-rights";
import { cn } from "@/lib/cn";
import { dateLocale } from "@/lib/date-locale";
import { AgentAvatar } from "./agent-avatar.tsx";
import { AgentLeaveSection } from "./agent-leave-section.tsx";
import { AGENT_STATUS_DOT, AGENT_STATUS_KEYS } from "./agent-status.ts";
import { CalendarLinkSection } from "./calendar-link-section.tsx";

/** Spec section 9: the pop-up shows the next 3 shifts. */
const NEXT_SHIFTS = 3;
/** How far ahead to look for them: a quarter covers any real rota. */
const LOOKAHEAD_DAYS = 92;

export type AgentDetailDialogProps = {
  agent: TAgent | null;
  onOpenChange: (open: boolean) => void;
  canRotateLink: boolean;
};

/** 'Voir': contact, assignment, qualifications with the CNAPS card, next shifts and the calendar link. */
export function AgentDetailDialog({ agent, onOpenChange, canRotateLink }: AgentDetailDialogProps) {
  const { t, i18n } = useTranslation();
  const rights = useRecordRights();
  const locale = dateLocale(i18n.language);
  const from = today();
  const shifts = useShifts({
    start: from,
    end: addDaysTo(from, LOOKAHEAD_DAYS),
    agentId: agent?.id,
    enabled: agent !== null,
  });
  const upcoming = (shifts.data ?? [])
    .filter((shift) => shift.status === "scheduled" && shift.shift_date >= from)
    .slice(0, NEXT_SHIFTS);
  const day = (value: string) => format(fromIsoDate(value), "PPP", { locale });
  const cardExpired = agent?.professionalCardExpiry ? agent.professionalCardExpiry < from : false;

  return (
    <Dialog open={agent !== null} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-1 sm:max-w-xl">
        {agent && (
          <>
            <DialogHeader className="flex-row items-center gap-3">
              <AgentAvatar name={agent.name} photo={agent.photo} className="size-14" />
              <div className="min-w-0">
                <DialogTitle>{agent.name}</DialogTitle>
                <DialogDescription className="flex flex-wrap items-center gap-2">
                  <span>{t("planning.agents.badge", { badge: agent.badge })}</span>
                  <span className="inline-flex items-center gap-1.5">
                    <span
                      aria-hidden="true"
                      className={cn("size-2.5 rounded-full", AGENT_STATUS_DOT[agent.status])}
                    />
                    {t(`planning.agentStatus.${AGENT_STATUS_KEYS[agent.status]}`)}
                  </span>
                </DialogDescription>
              </div>
            </DialogHeader>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {agent.phone !== null && <Item label={t("planning.agents.phone")}>{agent.phone}</Item>}
              {agent.email !== null && (
                <Item label={t("planning.agents.email")}>
                  <span className="break-all">{agent.email}</span>
                </Item>
              )}
              <Item label={t("planning.detail.hireDate")}>{day(agent.hireDate)}</Item>
              <Item label={t("planning.detail.level")}>{t(`planning.level.${agent.level}`)}</Item>
            </dl>
            <section className="grid gap-2" aria-labelledby="agent-detail-assignment">
              <h3 id="agent-detail-assignment" className="text-sm font-semibold">
                {t("planning.detail.assignment")}
              </h3>
              <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
                <Item label={t("planning.agents.site")}>{agent.currentSite ?? t("planning.unassigned")}</Item>
                <Item label={t("planning.agents.speciality")}>
                  {t(`planning.speciality.${agent.speciality}`, { defaultValue: agent.speciality })}
                </Item>
              </dl>
            </section>
            <section className="grid gap-2" aria-labelledby="agent-detail-certifications">
              <h3 id="agent-detail-certifications" className="text-sm font-semibold">
                {t("planning.agents.certifications")}
              </h3>
              {agent.certifications.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5">
                  {agent.certifications.map((certification) => (
                    <li key={certification}>
                      <Badge variant="outline">{certification}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{t("planning.detail.noCertification")}</p>
              )}
              <p className="text-sm">
                <span className="font-medium">{t("planning.detail.card")} </span>
                {agent.professionalCardNumber ? (
                  <>
                    <span className="font-mono text-xs">{agent.professionalCardNumber}</span>
                    {agent.professionalCardExpiry && (
                      <span
                        data-testid="card-expiry"
                        className={cn(
                          "ml-2",
                          cardExpired ? "font-semibold text-red-700" : "text-muted-foreground",
                        )}
                      >
                        {cardExpired
                          ? t("planning.detail.cardExpired", { date: day(agent.professionalCardExpiry) })
                          : t("planning.detail.cardValid", { date: day(agent.professionalCardExpiry) })}
                      </span>
                    )}
                  </>
                ) : (
                  <span className="text-muted-foreground">{t("planning.detail.noCard")}</span>
                )}
              </p>
            </section>
            <section className="grid gap-2" aria-labelledby="agent-detail-next">
              <h3 id="agent-detail-next" className="text-sm font-semibold">
                {t("planning.detail.nextShifts")}
              </h3>
              {shifts.isPending ? (
                <Spinner />
              ) : shifts.isError ? (
                <p className="text-sm text-destructive">{t("planning.loadError")}</p>
              ) : upcoming.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("planning.detail.noNextShift")}</p>
              ) : (
                <ul className="grid gap-2" data-testid="agent-next-shifts">
                  {upcoming.map((shift) => (
                    <li
                      key={shift.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm"
                    >
                      <span className="font-medium first-letter:uppercase">
                        {format(fromIsoDate(shift.shift_date), "EEEE d MMMM", { locale })}
                      </span>
                      <span className="tabular-nums">
                        {shift.start_time} – {shift.end_time}
                      </span>
                      <span className="text-muted-foreground">{shift.site_name}</span>
                      <ShiftTypeBadge type={shift.shift_type} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {rights.on("leave", "read", { ownerUserIds: [agent.userId], siteId: null }) && (
              <AgentLeaveSection
                key={`leave-${agent.id}`}
                agentId={agent.id}
                canEdit={rights.atAll("leave", "create")}
              />
            )}
            {rights.atAll("planning-profile", "read") && (
              <AgentPlanningProfileSection
                key={`profile-${agent.id}`}
                agentId={agent.id}
                canEdit={rights.atAll("planning-profile", "update")}
              />
            )}
            {/* The secret link is personal data: the roles that manage people, and the agent himself. */}
            {rights.on("agent-personal", "read", { ownerUserIds: [agent.userId], siteId: null }) && (
              <CalendarLinkSection key={agent.id} agentId={agent.id} canRotate={canRotateLink} />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-foreground">{children}</dd>
    </div>
  );
}
