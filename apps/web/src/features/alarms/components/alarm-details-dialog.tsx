import type { TAlarm } from "@hts/domain";
import { CheckCircle2, Hand } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AttachedSnapshots } from "@/components/attached-snapshots";
import { SeverityBadge } from "@/components/severity-badge";
import { StatusPill } from "@/components/status-pill";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useAuth } from "@/lib/auth/auth-context";
import { mayOnAlarm } from "../alarm-rights.ts";
import { useAlarm } from "../api/get-alarm.ts";
import { AssignForm } from "./alarm-assign-form.tsx";
import { isActive } from "./alarm-card.tsx";
import { AlarmComments } from "./alarm-comments.tsx";
import { AlarmFacts } from "./alarm-facts.tsx";

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
  const { t } = useTranslation();
  const { user } = useAuth();
  // The card's copy shows at once; the fresh one (with comments from others) replaces it.
  const alarm = useAlarm({ id: initial.id, initial }).data ?? initial;
  const canComment = mayOnAlarm(user, "comment", alarm);
  const canResolve = mayOnAlarm(user, "resolve", alarm);
  const canAssign = mayOnAlarm(user, "assign", alarm);
  const active = isActive(alarm);

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
        <AlarmFacts alarm={alarm} />
        {canAssign && active && <AssignForm alarm={alarm} />}
        <AttachedSnapshots
          path={`/alarms/${alarm.id}/snapshots`}
          queryKey={["alarms", alarm.id, "snapshots"]}
        />
        <AlarmComments
          alarm={alarm}
          canComment={canComment}
          actions={
            active &&
            canResolve && (
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
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
