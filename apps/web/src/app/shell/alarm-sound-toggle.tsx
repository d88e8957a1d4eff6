import { Volume2, VolumeX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-context";
import { announcesCriticalAlarms, setAlarmSoundMuted, useAlarmSoundMuted } from "@/lib/critical-alarm";

/** Mutes or restores the sound of critical alarms (control room only); kept per user in this browser. */
export function AlarmSoundToggle() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const muted = useAlarmSoundMuted(user?.id ?? "");
  if (!user || !announcesCriticalAlarms(user.role)) return null;
  const label = muted ? t("alarms.sound.unmute") : t("alarms.sound.mute");
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      data-testid="alarm-sound-toggle"
      onClick={() => setAlarmSoundMuted(user.id, !muted)}
    >
      {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
    </Button>
  );
}
