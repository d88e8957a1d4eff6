// The words the built-in engine reads (decision 104), in French, English and Spanish, over normalized
// text (lower case, no accents): periods, dates, times of day and the cues of counts and rankings.
// Kept apart from the routing so that a new phrasing is one line here.

import { addDays } from "./ai-insights.stats.ts";
import type { TPeriod, TToolArgs } from "./ai-insights.tools.ts";

/** Most specific first: "semaine dernière" before "semaine", "en ce moment" before "ce". */
const PERIOD_PATTERNS: [RegExp, TPeriod][] = [
  [
    /\b(en ce moment|a l'instant|actuellement|right now|at the moment|currently|ahora mismo|en este momento|ahora|actualmente)\b/,
    "now",
  ],
  [/\b(aujourd'?hui|ce jour|depuis ce matin|today|so far today|hoy)\b/, "today"],
  [/\b(hier|yesterday|ayer)\b/, "yesterday"],
  [
    /\b(semaine prochaine|semaine suivante|prochaine semaine|next week|semana (proxima|que viene|siguiente)|proxima semana)\b/,
    "next_week",
  ],
  [
    /\b(semaine (derniere|passee|precedente)|derniere semaine|last week|previous week|past week|semana (pasada|anterior)|ultima semana)\b/,
    "last_week",
  ],
  [
    /\b(cette semaine|semaine en cours|de la semaine|this week|(start|beginning) of the week|esta semana|semana en curso|de la semana)\b/,
    "this_week",
  ],
  [
    /\b(mois (dernier|passe|precedent)|dernier mois|last month|previous month|mes (pasado|anterior))\b/,
    "last_month",
  ],
  [
    /\b(ce mois|mois en cours|du mois|debut du mois|mois-ci|this month|(start|beginning) of the month|este mes|mes en curso|del mes)\b/,
    "this_month",
  ],
  [
    /\b(7|sept|seven|siete) (derniers |last |ultimos )?(jours|days|dias)\b|\b(last|past|ultimos) (7|seven|siete) (days|dias)\b/,
    "last_7_days",
  ],
  [
    /\b(30|trente|thirty|treinta) (derniers |last |ultimos )?(jours|days|dias)\b|\b(last|past|ultimos) (30|thirty|treinta) (days|dias)\b|\b(un|1) mois\b/,
    "last_30_days",
  ],
  [
    /\b(7|sept) prochains jours\b|\bprochains jours\b|\ba venir\b|\b(next|coming) (7 )?days\b|\bproximos (7 )?dias\b/,
    "next_7_days",
  ],
];

export function readPeriod(q: string): TPeriod | undefined {
  for (const [pattern, period] of PERIOD_PATTERNS) if (pattern.test(q)) return period;
  return undefined;
}

const MONTHS: Record<string, number> = {};
[
  ["janvier", "january", "enero", "jan"],
  ["fevrier", "february", "febrero", "feb"],
  ["mars", "march", "marzo", "mar"],
  ["avril", "april", "abril", "apr"],
  ["mai", "may", "mayo"],
  ["juin", "june", "junio", "jun"],
  ["juillet", "july", "julio", "jul"],
  ["aout", "august", "agosto", "aug"],
  ["septembre", "september", "septiembre", "setiembre", "sep", "sept"],
  ["octobre", "october", "octubre", "oct"],
  ["novembre", "november", "noviembre", "nov"],
  ["decembre", "december", "diciembre", "dec"],
].forEach((names, index) => {
  for (const name of names) MONTHS[name] = index + 1;
});
const MONTH = Object.keys(MONTHS).join("|");

const pad = (n: number) => String(n).padStart(2, "0");

/** A calendar day named in the question ("le 12 novembre", "November 12th", "12/11/2026", "2026-11-12"). */
export function readDay(q: string, today: string): string | undefined {
  const valid = (y: number, m: number, d: number) => {
    if (m < 1 || m > 12 || d < 1 || d > 31) return undefined;
    const day = `${y}-${pad(m)}-${pad(d)}`;
    return addDays(day, 0) === day ? day : undefined;
  };
  const year = Number(today.slice(0, 4));
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(q);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slash = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b/.exec(q);
  if (slash) {
    const y = slash[3] ? Number(slash[3].length === 2 ? `20${slash[3]}` : slash[3]) : year;
    return valid(y, Number(slash[2]), Number(slash[1]));
  }
  const dayMonth = new RegExp(
    `\\b(\\d{1,2})(?:er|st|nd|rd|th)? (?:de |of )?(${MONTH})\\b(?: (?:de )?(\\d{4}))?`,
  ).exec(q);
  if (dayMonth)
    return valid(Number(dayMonth[3] ?? year), MONTHS[dayMonth[2] ?? ""] ?? 0, Number(dayMonth[1]));
  const monthDay = new RegExp(`\\b(${MONTH}) (\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? (\\d{4}))?`).exec(q);
  if (monthDay)
    return valid(Number(monthDay[3] ?? year), MONTHS[monthDay[1] ?? ""] ?? 0, Number(monthDay[2]));
  return undefined;
}

/** "à 14h", "at 8am", "a las 8", "ce soir", "tonight", with "demain" / "tomorrow" / "mañana" moving it one day. */
export function readTime(q: string): Pick<TToolArgs, "at" | "dayOffset"> {
  const tomorrow = /\b(demain|tomorrow)\b/.test(q) || /(?<!\b(la|esta|por la|de la) )\bmanana\b/.test(q);
  const dayOffset = tomorrow ? 1 : /\b(hier|yesterday|ayer)\b/.test(q) ? -1 : 0;
  const clock =
    /\b(?:a|vers|pour) (\d{1,2}) ?(?:h|:|heures?) ?(\d{2})?\b/.exec(q) ??
    /\b(?:at|around|by) (\d{1,2})(?::(\d{2}))? ?(am|pm|o'clock)?\b/.exec(q) ??
    /\b(\d{1,2})(?::(\d{2}))? ?(am|pm)\b/.exec(q) ??
    /\b(?:a las|a la|hacia las|sobre las) (\d{1,2})(?:[:h](\d{2}))?\b/.exec(q);
  if (clock) {
    let hours = Number(clock[1]);
    const minutes = Number(clock[2] ?? 0);
    if (clock[3] === "pm" && hours < 12) hours += 12;
    if (clock[3] === "am" && hours === 12) hours = 0;
    if (hours > 23 || minutes > 59) return {};
    return { at: `${pad(hours)}:${pad(minutes)}`, dayOffset };
  }
  // Parts of the day, at a representative hour the answer states.
  if (/\b(cette nuit|la nuit|nuit prochaine|tonight|at night|esta noche|por la noche)\b/.test(q))
    return { at: "23:00", dayOffset };
  if (/\b(ce soir|le soir|soiree|this evening|in the evening)\b/.test(q)) return { at: "21:00", dayOffset };
  if (/\b(ce matin|le matin|matin|this morning|in the morning|esta manana|por la manana)\b/.test(q))
    return { at: "08:00", dayOffset };
  if (/\b(cet apres-midi|l'apres-midi|apres-midi|this afternoon|esta tarde|por la tarde)\b/.test(q))
    return { at: "15:00", dayOffset };
  return dayOffset ? { at: "12:00", dayOffset } : {};
}

export function readSeverity(q: string): TToolArgs["severity"] {
  if (/\b(critique|critical|critica|criticas|critico)/.test(q)) return "critique";
  if (/\b(important|majeur|grave|major|serious|severe|high)/.test(q)) return "important";
  if (/\b(moyens?|moyennes?|medium|moderate|media|medias)\b/.test(q)) return "moyen";
  if (/\b(faibles?|mineurs?|minor|low|leves?|bajas?)\b/.test(q)) return "faible";
  return undefined;
}

export function readStatus(q: string): TToolArgs["status"] {
  if (
    /\b(non resolue?s?|pas (encore )?resolue?s?|en cours|actives?|ouvertes?|en attente|unresolved|active|open|ongoing|pending|activas?|abiertas?|sin resolver|pendientes?|en curso)\b/.test(
      q,
    )
  )
    return "active";
  if (/\b(resolue?s?|traitees?|cloturees?|fermees?|resolved|closed|handled|resueltas?|cerradas?)\b/.test(q))
    return "resolved";
  return undefined;
}

/** A ranking: "le plus", "the most", "el más", and their opposites (the answer lists both ends). */
export const RANKING =
  /\b(le plus|la plus|les plus|le moins|la moins|plus d'|moins d'|most|fewest|least|more|top|mas|menos|mayor|menor)\b/;

/** A count: "combien", "how many", "cuántos", "nombre de", "total". */
export const COUNTING =
  /\b(combien|nombre (de|d')|how many|number of|count|total|cuantos|cuantas|numero de|cantidad de)\b/;

export const WORDS = {
  alarms:
    /\b(alarmes?|incidents?|alertes?|intrusions?|evenements?|declenchements?|alarms?|alerts?|events?|alarmas?|incidentes?|alertas?|intrusiones?|eventos?)\b/,
  refusals:
    /\brefus|\bacces (non autorises?|interdits?)|\bbadges? refuses?|\btentatives? d'acces|\b(refused|denied|rejected) (access|entr|badge)|\baccess(es)? (refused|denied)|\brefusals?\b|\brechazos?\b|\baccesos? (denegados?|rechazados?)\b/,
  conflicts:
    /\bconflit|\bchevauchement|\bdouble reservation|\bsurreservation|\bconflicts?\b|\boverlap|\bdouble.booking|\bconflictos?\b|\bsolapamientos?\b/,
  cameras: /\b(cameras?|camaras?)\b/,
  camerasDown:
    /\b(hors ligne|hors service|en panne|deconnectees?|fonctionn|marche|etat|offline|down|broken|disconnected|working|status|desconectadas?|averiadas?|fuera de linea|funcionan|estado)/,
  hours: /\b(heures?|hours?|horas?)\b/,
  worked: /\b(travaille|worked|work|trabajado|trabajo|trabaja)\b/,
  who: /\bqui\b|\bquelqu'un\b|\bquels? agents?\b|\bwho\b|\bwhich (agents?|guards?)\b|\banyone\b|\bquien(es)?\b|\balguien\b|\bque agentes\b|\bagents? (de garde|en poste|de service|present)/,
  duty: /\b(garde|service|poste|travaille|present|planifie|shift|vacation|surveill|en place|bosse|astreinte|sur place|on duty|on shift|working|on call|on site|guardia|turno|servicio|trabaja|de turno|presente|vigila)/,
  reports: /\b(rapports?|reports?|informes?)\b/,
  reportsOpen:
    /\b(ouverts?|brouillons?|en cours|non finalises?|a finaliser|en attente|open|drafts?|unfinished|pending|abiertos?|borradores?|pendientes?|sin finalizar)\b/,
  sites: /\b(sites?|sitios?)\b/,
  agents:
    /\b(agents?|vigiles?|employes?|salaries?|guards?|officers?|staff|employees?|agentes?|vigilantes?|empleados?)\b/,
  radios: /\b(radios?|talkies?|walkies?|talkie-walkies?)\b/,
  shifts: /\b(gardes?|vacations?|shifts?|creneaux|turnos?|guardias?)\b/,
  type: /\b(types?|tipos?|kinds?|categories?|categorias?)\b/,
  point: /\b(points? d'acces|portes?|portiques?|access points?|doors?|gates?|puntos? de acceso|puertas?)\b/,
};
