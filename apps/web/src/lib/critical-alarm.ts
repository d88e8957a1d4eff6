// Critical alarms announced to the control room (operators, managers, admins): a toast and a short
// beep made with the Web Audio API (no sound file to ship). The sound can be muted; the choice is kept
// per user in this browser (localStorage), so a shared control-room screen remembers each operator's.

import { scopeOf, type TAlarm, type TRole } from "@hts/domain";
import { useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast-store";
import { i18n } from "@/i18n/i18n";

const key = (userId: string) => `hts.alarm-sound-muted.${userId}`;
const listeners = new Set<() => void>();

export function isAlarmSoundMuted(userId: string): boolean {
  try {
    return localStorage.getItem(key(userId)) === "1";
  } catch {
    return false;
  }
}

export function setAlarmSoundMuted(userId: string, muted: boolean): void {
  try {
    if (muted) localStorage.setItem(key(userId), "1");
    else localStorage.removeItem(key(userId));
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function useAlarmSoundMuted(userId: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isAlarmSoundMuted(userId),
    () => false,
  );
}

/** Who is announced a critical alarm with a toast and a sound: those who watch every alarm. */
export const announcesCriticalAlarms = (role: TRole): boolean =>
  scopeOf({ role, kind: "alarm", action: "read" }) === "company";

let audio: AudioContext | null = null;

/** Three short 880 Hz beeps. Browsers allow sound once the user has interacted with the page. */
export function beep(): void {
  const Context =
    window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    void audio.resume();
    const start = audio.currentTime;
    for (let i = 0; i < 3; i++) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = "square";
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.08, start + i * 0.3);
      gain.gain.setValueAtTime(0, start + i * 0.3 + 0.18);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + i * 0.3);
      oscillator.stop(start + i * 0.3 + 0.2);
    }
  } catch {
    // No audio device: the toast still shows.
  }
}

// Alarms raised from this page: their author was just told 'Alarme créée' and needs no alert on top,
// which would replace that confirmation (one toast at a time) a moment after it shows.
const raisedHere = new Set<string>();

/** Called with the id the server gave an alarm created from this page. */
export function rememberAlarmRaisedHere(alarmId: string): void {
  raisedHere.add(alarmId);
}

/** Exposed for the end-to-end tests: how many times the sound was played on this page. */
export const soundLog = { played: 0 };

export function announceCriticalAlarm(
  alarm: Pick<TAlarm, "id" | "title" | "siteName" | "location">,
  userId: string,
) {
  if (raisedHere.delete(alarm.id)) return;
  toast({
    variant: "destructive",
    title: i18n.t("alarms.critical.title", { title: alarm.title }),
    description: i18n.t("alarms.critical.description", { site: alarm.siteName, location: alarm.location }),
  });
  if (isAlarmSoundMuted(userId)) return;
  soundLog.played += 1;
  document.documentElement.dataset.alarmSounds = String(soundLog.played);
  beep();
}
