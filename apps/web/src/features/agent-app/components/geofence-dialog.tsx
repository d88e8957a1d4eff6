import type { TAttendanceRefusal } from "@hts/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

type Props = {
  refusal: TAttendanceRefusal | null;
  /** The company accepts a clock-in away from the site as an exception with a reason. */
  exceptionAllowed: boolean;
  onResend: (reason: string) => void;
  onClose: () => void;
};

/** The server's ZAttendanceEventInput asks for at least 3 characters (a shorter reason is a 422). */
const REASON_MIN = 3;

/** Outside the site's radius: the distance, and a reason when the company accepts exceptions. */
export function GeofenceDialog({ refusal, exceptionAllowed, onResend, onClose }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  return (
    <Dialog open={refusal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle className="text-xl">{t("agentApp.geofence.title")}</DialogTitle>
        <DialogDescription className="text-base text-foreground">
          {t("agentApp.geofence.distance", {
            distance: Math.round(refusal?.distance_m ?? 0),
            radius: Math.round(refusal?.radius_m ?? 0),
          })}
        </DialogDescription>
        {exceptionAllowed ? (
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim().length >= REASON_MIN) onResend(reason.trim());
            }}
          >
            <Label htmlFor="geofence-reason" className="text-base">
              {t("agentApp.geofence.reason")}
            </Label>
            <Textarea
              id="geofence-reason"
              required
              minLength={REASON_MIN}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="min-h-24 text-base"
            />
            <Button type="submit" className="h-14 text-lg" disabled={reason.trim().length < REASON_MIN}>
              {t("agentApp.geofence.send")}
            </Button>
          </form>
        ) : (
          <p className="text-base">{t("agentApp.geofence.refused")}</p>
        )}
        <Button variant="secondary" className="min-h-12" onClick={onClose}>
          {t("agentApp.cancel")}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
