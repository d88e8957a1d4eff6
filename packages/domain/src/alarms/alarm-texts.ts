// What the server writes in an alarm's history and in the notifications it sends, as French templates
// (decision 014). Each step is stored as template + params + instant and rendered in the reader's
// language when read; names are never inflected ('Agent dépêché : Aminata Diallo').

import type { TServerText } from "../i18n/server-text.ts";

export const MSG_ALARMS = {
  raised: "Alarme enregistrée par {name}",
  dispatched: "Agent dépêché : {name}",
  assigned: "Affectée à {assignee} par {name}",
  unassigned: "Affectation retirée par {name}",
  taken: "Prise en charge par {name}",
  resolved: "Résolue par {name}",
  resolvedWithNote: "Résolue par {name} : {note}",
  notificationAssigned: "Alarme affectée : {title}",
  notificationBody: "{site} — {location}",
  assigneeNotFound: "Personne introuvable dans la société",
  alarmAlreadyTaken: "Cette alarme est déjà prise en charge",
  alarmTakenBy: "Cette alarme est déjà prise en charge par {name}",
} as const;

/** A severity as the adjective of 'Alarme' in e-mails ("Alarme importante"); en/es in the catalogues. */
export const ALARM_SEVERITY_ADJECTIVES = {
  critique: "critique",
  important: "importante",
  moyen: "moyenne",
  faible: "faible",
} as const;

/** One step of an alarm's history as stored: the text to render and when it happened. */
export type TAlarmStep = TServerText & { at?: string };

/** A stored step: older rows hold a French sentence, newer ones a template with params. */
export type TStoredAlarmStep = string | TAlarmStep;

/**
 * An alarm the server raised itself (an access point's refusals): its title, description and source as
 * templates, rendered in the reader's language. Alarms typed by people keep their own words and have none.
 */
export type TAlarmMessage = { title: TServerText; description: TServerText; triggeredBy?: TServerText };

export const alarmStep = (text: string, params: Record<string, string>, at: Date): TAlarmStep => ({
  text,
  params,
  at: at.toISOString(),
});
