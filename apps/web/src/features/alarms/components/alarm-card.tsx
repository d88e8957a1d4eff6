import type { TAlarm } from "@hts/domain";
import { CheckCircle2, Clock, Hand, Info, MapPin, MessageSquare, Timer, User, Zap } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SeverityBadge } from "@/components/severity-badge";
import { StatusPill } from "@/components/status-pill";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-date";

export type AlarmCardProps = {
  alarm: TAlarm;
  /** The user may take this alarm in charge and resolve it (record policy). */
  canResolve: boolean;
  resolving: boolean;
  taking: boolean;
  onDetails: () => void;
  onResolve: () => void;
  onTake: () => void;
};

/** A response time as an operator says it, in the user's language: "45 s", "12 min", "1 h 05", "2 j 03 h". */
export function formatResponse(seconds: number, dayUnit: string): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  if (hours < 24) return `${hours} h ${pad(minutes % 60)}`;
  return `${Math.floor(hours / 24)} ${dayUnit} ${pad(hours % 24)} h`;
}

/** Spec part 1, section 2: 'Active' (or 'active') counts as active. */
export function isActive(alarm: Pick<TAlarm, "status">): boolean {
  const status: string = alarm.status;
  return status === "Active" || status === "active";
}

export function AlarmCard({
  alarm,
  canResolve,
  resolving,
  taking,
  onDetails,
  onResolve,
  onTake,
}: AlarmCardProps) {
  const { t, i18n } = useTranslation();
  const active = isActive(alarm);
  return (
    <Card
      data-testid="alarm-card"
      className={cn(
        "flex flex-col gap-3 border-l-4 p-4 sm:p-5",
        active ? "border-l-destructive" : "border-l-success",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{t(`alarms.types.${alarm.type}`)}</Badge>
            <SeverityBadge severity={alarm.severity} />
            <StatusPill
              ok={!active}
              tone="danger"
              label={active ? t("alarms.status.active") : t("alarms.status.resolved")}
            />
          </div>
          <h2 className="mt-2 text-base font-semibold break-words">{alarm.title}</h2>
        </div>
        <time dateTime={alarm.timestamp} className="flex items-center gap-1 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden="true" />
          {formatDateTime(alarm.timestamp, i18n.language)}
        </time>
      </div>
      <p className="text-sm text-foreground/90 break-words">{alarm.description}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Field icon={MapPin} label={t("alarms.card.site")}>
          {alarm.siteName} · {alarm.location}
        </Field>
        <Field icon={User} label={t("alarms.card.assignedTo")}>
          {alarm.assignedTo ?? <span className="text-muted-foreground">{t("alarms.card.unassigned")}</span>}
        </Field>
        <Field icon={Zap} label={t("alarms.card.triggeredBy")}>
          {alarm.triggeredBy ?? <span className="text-muted-foreground">{t("alarms.card.unknown")}</span>}
        </Field>
        <Field icon={Hand} label={t("alarms.card.takenBy")}>
          {alarm.takenAt && alarm.takenBy ? (
            t("alarms.card.takenValue", {
              name: alarm.takenBy,
              date: formatDateTime(alarm.takenAt, i18n.language),
            })
          ) : (
            <span className="text-muted-foreground">{t("alarms.card.notTaken")}</span>
          )}
        </Field>
        <Field icon={Timer} label={t("alarms.card.responseTime")}>
          {alarm.responseTimeSeconds !== null ? (
            formatResponse(alarm.responseTimeSeconds, t("alarms.dayUnit"))
          ) : (
            <span className="text-muted-foreground">{t("alarms.card.pending")}</span>
          )}
        </Field>
      </dl>
      {alarm.actions.length > 0 && (
        <div className="rounded-md bg-muted p-3">
          <p className="mb-1 text-xs font-semibold text-muted-foreground">{t("alarms.card.actions")}</p>
          <ul className="grid grid-cols-1 gap-0.5 text-sm">
            {alarm.actions.map((action, index) => (
              // Actions are an append-only log: the position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only list, never reordered
              <li key={index} className="flex items-start gap-1.5">
                <CheckCircle2 className="mt-0.5 size-3.5 shrink-0 text-success" aria-hidden="true" />
                <span className="break-words">{action}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onDetails}
          aria-label={t("alarms.card.detailsLabel", { title: alarm.title })}
        >
          <Info aria-hidden="true" />
          {t("alarms.card.details")}
        </Button>
        {alarm.comments.length > 0 && (
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <MessageSquare className="size-3.5" aria-hidden="true" />
            {t("alarms.card.comments", { count: alarm.comments.length })}
          </span>
        )}
        {active && canResolve && !alarm.takenAt && (
          <Button
            size="sm"
            variant="secondary"
            onClick={onTake}
            disabled={taking}
            aria-label={t("alarms.card.takeLabel", { title: alarm.title })}
          >
            <Hand aria-hidden="true" />
            {taking ? t("alarms.card.taking") : t("alarms.card.take")}
          </Button>
        )}
        {active && canResolve && (
          <Button
            size="sm"
            onClick={onResolve}
            disabled={resolving}
            aria-label={t("alarms.card.resolveLabel", { title: alarm.title })}
          >
            <CheckCircle2 aria-hidden="true" />
            {resolving ? t("alarms.card.resolving") : t("alarms.card.resolve")}
          </Button>
        )}
      </div>
    </Card>
  );
}

function Field({ icon: Icon, label, children }: { icon: typeof MapPin; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="flex shrink-0 items-center gap-1.5 text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
        <span>{label}</span>
      </dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </div>
  );
}
