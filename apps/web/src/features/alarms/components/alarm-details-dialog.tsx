import type { TAlarm } from "@hts/domain";
import { CheckCircle2, Hand, MessageSquarePlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AttachedSnapshots } from "@/components/attached-snapshots";
import { SeverityBadge } from "@/components/severity-badge";
import { StatusPill } from "@/components/status-pill";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast-store";
import { useAuth } from "@/lib/auth/auth-context";
import { formatDateTime } from "@/lib/format-date";
import { mayOnAlarm } from "../alarm-rights.ts";
import { useCommentAlarm } from "../api/comment-alarm.ts";
import { useAlarm } from "../api/get-alarm.ts";
import { AssignForm } from "./alarm-assign-form.tsx";
import { formatResponse, isActive } from "./alarm-card.tsx";

export type AlarmDetailsDialogProps = {
  alarm: TAlarm;
  onOpenChange: (open: boolean) => void;
  resolving: boolean;
  taking: boolean;
  onResolve: () => void;
  onTake: () => void;
};

/** 'Détails': everything about the alarm, its comments, 'Ajouter commentaire' and 'Marquer comme résolue'. */
export function AlarmDetailsDialog({
  alarm: initial,
  onOpenChange,
  resolving,
  taking,
  onResolve,
  onTake,
}: AlarmDetailsDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  // The card's copy shows at once; the fresh one (with comments from others) replaces it.
  const alarm = useAlarm({ id: initial.id, initial }).data ?? initial;
  const canComment = mayOnAlarm(user, "comment", alarm);
  const canResolve = mayOnAlarm(user, "resolve", alarm);
  const canAssign = mayOnAlarm(user, "assign", alarm);
  const comment = useCommentAlarm();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const active = isActive(alarm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t("forms.required"));
      return;
    }
    setError(null);
    comment.mutate(
      { id: alarm.id, text: text.trim() },
      {
        onSuccess: () => {
          setText("");
          toast({ variant: "success", title: t("alarms.details.commentAdded") });
        },
        onError: (failure) =>
          toast({ variant: "destructive", title: t("common.error"), description: failure.message }),
      },
    );
  };

  const facts: [string, string][] = [
    [t("alarms.card.site"), `${alarm.siteName} · ${alarm.location}`],
    [t("alarms.details.raisedAt"), formatDateTime(alarm.timestamp, i18n.language)],
    [t("alarms.card.assignedTo"), alarm.assignedTo ?? t("alarms.card.unassigned")],
    [t("alarms.card.triggeredBy"), alarm.triggeredBy ?? t("alarms.card.unknown")],
    [
      t("alarms.card.takenBy"),
      alarm.takenAt && alarm.takenBy
        ? t("alarms.card.takenValue", {
            name: alarm.takenBy,
            date: formatDateTime(alarm.takenAt, i18n.language),
          })
        : t("alarms.card.notTaken"),
    ],
    [
      t("alarms.card.responseTime"),
      alarm.responseTimeSeconds !== null
        ? formatResponse(alarm.responseTimeSeconds, t("alarms.dayUnit"))
        : t("alarms.card.pending"),
    ],
  ];
  if (alarm.resolvedAt) {
    facts.push([
      t("alarms.details.resolvedAt"),
      alarm.resolvedBy
        ? t("alarms.details.resolvedValue", {
            date: formatDateTime(alarm.resolvedAt, i18n.language),
            name: alarm.resolvedBy,
          })
        : formatDateTime(alarm.resolvedAt, i18n.language),
    ]);
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-1 sm:max-w-2xl">
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{t(`alarms.types.${alarm.type}`)}</Badge>
            <SeverityBadge severity={alarm.severity} />
            <StatusPill
              ok={!active}
              tone="danger"
              label={active ? t("alarms.status.active") : t("alarms.status.resolved")}
            />
          </div>
          <DialogTitle className="break-words">{alarm.title}</DialogTitle>
          <DialogDescription className="break-words text-foreground/90">
            {alarm.description}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-1 gap-2 rounded-md border border-border p-4 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="grid grid-cols-1 gap-1 sm:grid-cols-[10rem_1fr]">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {alarm.history.length > 0 && (
          <section aria-labelledby={`${id}-actions`}>
            <h3 id={`${id}-actions`} className="mb-2 text-sm font-semibold">
              {t("alarms.details.history")}
            </h3>
            <ol className="grid grid-cols-1 gap-1 text-sm" data-testid="alarm-history">
              {alarm.history.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: append-only list, never reordered
                <li key={index} className="flex items-start gap-1.5">
                  <CheckCircle2 className="mt-0.5 size-3.5 shrink-0 text-success" aria-hidden="true" />
                  <span className="min-w-0 break-words">
                    {step.text}
                    {step.at && (
                      <time dateTime={step.at} className="ml-2 text-xs text-muted-foreground">
                        {formatDateTime(step.at, i18n.language)}
                      </time>
                    )}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        )}
        {canAssign && active && <AssignForm alarm={alarm} />}
        <AttachedSnapshots
          path={`/alarms/${alarm.id}/snapshots`}
          queryKey={["alarms", alarm.id, "snapshots"]}
        />
        <section aria-labelledby={`${id}-comments`} className="grid grid-cols-1 gap-3">
          <h3 id={`${id}-comments`} className="text-sm font-semibold">
            {t("alarms.details.comments", { count: alarm.comments.length })}
          </h3>
          {alarm.comments.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("alarms.details.noComments")}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-2" data-testid="alarm-comments">
              {alarm.comments.map((item) => (
                <li key={item.id} className="rounded-md bg-muted p-3 text-sm">
                  <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-muted-foreground">
                    <span className="font-semibold text-foreground">{item.author}</span>
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language)}</time>
                  </p>
                  <p className="mt-1 break-words whitespace-pre-line">{item.text}</p>
                </li>
              ))}
            </ul>
          )}
          {canComment && (
            <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-2">
              <Label htmlFor={`${id}-comment`}>{t("alarms.details.commentLabel")}</Label>
              <Textarea
                id={`${id}-comment`}
                rows={2}
                value={text}
                maxLength={2000}
                onChange={(event) => setText(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-comment-error` : undefined}
              />
              {error && (
                <p id={`${id}-comment-error`} className="text-sm font-medium text-destructive">
                  {error}
                </p>
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                <Button type="submit" variant="outline" disabled={comment.isPending}>
                  <MessageSquarePlus aria-hidden="true" />
                  {comment.isPending ? t("alarms.details.commenting") : t("alarms.details.addComment")}
                </Button>
                {active && canResolve && (
                  <div className="flex flex-col-reverse gap-2 sm:flex-row">
                    {!alarm.takenAt && (
                      <Button type="button" variant="secondary" onClick={onTake} disabled={taking}>
                        <Hand aria-hidden="true" />
                        {taking ? t("alarms.card.taking") : t("alarms.card.take")}
                      </Button>
                    )}
                    <Button type="button" onClick={onResolve} disabled={resolving}>
                      <CheckCircle2 aria-hidden="true" />
                      {resolving ? t("alarms.card.resolving") : t("alarms.details.markResolved")}
                    </Button>
                  </div>
                )}
              </div>
            </form>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
