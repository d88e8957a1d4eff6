import type { TAttendanceKind } from "@hts/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { myAttendanceQuery, myShiftsQuery } from "../api/agent-api.ts";
import { GeofenceDialog } from "../components/geofence-dialog.tsx";
import { PendingOrdersDialog } from "../components/pending-orders-dialog.tsx";
import { ServiceFeedbackText } from "../components/service-feedback.tsx";
import { UnplannedDialog } from "../components/unplanned-dialog.tsx";
import { knownSites, pickShift } from "../lib/pick-shift.ts";
import { allowedKinds, deriveState } from "../lib/queue-rules.ts";
import { useFieldSettings } from "../lib/use-field-settings.ts";
import { useOfflineQueue } from "../lib/use-offline-queue.tsx";
import { useServiceAction } from "../lib/use-service-action.ts";

const TONE: Record<TAttendanceKind, string> = {
  clock_in: "bg-success text-success-foreground hover:bg-success/90",
  break_start: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  break_end: "bg-primary text-primary-foreground hover:bg-primary-hover",
  clock_out: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
};

/** 'Service': clock-in, breaks and clock-out with the phone's position, offline too. */
export function AgentServicePage() {
  const { t } = useTranslation();
  const attendance = useQuery(myAttendanceQuery());
  const shifts = useQuery(myShiftsQuery());
  const settings = useFieldSettings();
  const { pending } = useOfflineQueue();
  const { send, feedback, refusal, clearRefusal, busy } = useServiceAction();
  const [unplanned, setUnplanned] = useState(false);

  const state = deriveState({ server: attendance.data?.state ?? "not_started", pending });
  const shift = pickShift(shifts.data ?? [], new Date());
  const onDutyTarget = { shift_id: attendance.data?.shift_id ?? shift?.id ?? null };

  const onPress = (kind: TAttendanceKind) => {
    if (kind !== "clock_in") return void send(kind, onDutyTarget);
    if (!shift) return setUnplanned(true);
    void send(kind, { shift_id: shift.id, site_id: shift.site_id });
  };

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("agentApp.service.title")}</h1>
      <p className="text-lg" data-testid="agent-attendance-state">
        {t("agentApp.service.state", { state: t(`agentApp.states.${state}`) })}
      </p>
      <p className="text-base text-muted-foreground">
        {shift
          ? t("agentApp.service.shift", {
              site: shift.site_name,
              times: t("agentApp.shifts.times", {
                start: shift.start_time.slice(0, 5),
                end: shift.end_time.slice(0, 5),
              }),
            })
          : t("agentApp.service.noShift")}
      </p>
      <div className="grid gap-3">
        {allowedKinds(state).map((kind) => (
          <Button
            key={kind}
            disabled={busy}
            className={cn("h-20 w-full text-xl font-bold", TONE[kind])}
            onClick={() => onPress(kind)}
          >
            {t(`agentApp.service.${kind}`)}
          </Button>
        ))}
      </div>
      <ServiceFeedbackText feedback={feedback} />
      <GeofenceDialog
        refusal={refusal?.refusal.code === "outside_geofence" ? refusal.refusal : null}
        exceptionAllowed={settings.data?.geofence_policy === "exception"}
        onClose={clearRefusal}
        onResend={(reason) => refusal && void send(refusal.kind, refusal.target, reason)}
      />
      <PendingOrdersDialog open={refusal?.refusal.code === "post_orders_pending"} onClose={clearRefusal} />
      <UnplannedDialog
        open={unplanned}
        sites={knownSites(shifts.data ?? [])}
        onClose={() => setUnplanned(false)}
        onConfirm={(siteId) => {
          setUnplanned(false);
          void send("clock_in", { shift_id: null, site_id: siteId });
        }}
      />
    </div>
  );
}
