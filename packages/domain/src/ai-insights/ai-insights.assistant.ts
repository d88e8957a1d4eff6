// The built-in engine of the assistant (decision 043): common French phrasings mapped onto the fixed
// tools by keywords, with the period, site, severity, agent and time read from the question. What it
// does not understand it says so, with suggestions; it never guesses an answer.

import type { TServerText } from "../i18n/server-text.ts";
import { MSG_AI } from "./ai-insights.messages.ts";
import {
  findAgent,
  findSite,
  normalize,
  type TInsightData,
  TOOLS,
  type TPeriod,
  type TToolArgs,
  type TToolName,
  type TToolResult,
} from "./ai-insights.tools.ts";

export type TParsedQuestion =
  | { kind: "tool"; tool: TToolName; args: TToolArgs }
  | { kind: "siteNotFound"; name: string }
  | { kind: "unknown" };

const PERIOD_PATTERNS: [RegExp, TPeriod][] = [
  [/\b(aujourd'?hui|ce jour|depuis ce matin|today)\b/, "today"],
  [/\bhier\b/, "yesterday"],
  [/\b(semaine prochaine|semaine suivante|prochaine semaine)\b/, "next_week"],
  [/\b(semaine (derniere|passee|precedente)|derniere semaine)\b/, "last_week"],
  [/\b(cette semaine|semaine en cours|de la semaine)\b/, "this_week"],
  [/\b(mois (dernier|passe|precedent)|dernier mois)\b/, "last_month"],
  [/\b(ce mois|mois en cours|du mois|debut du mois|mois-ci)\b/, "this_month"],
  [/\b(7|sept) (derniers )?jours\b|\b(derniere|une) semaine\b|\bderniers 7 jours\b/, "last_7_days"],
  [/\b(30|trente) (derniers )?jours\b|\b(un|1) mois\b/, "last_30_days"],
  [/\b(7|sept) prochains jours\b|\bprochains jours\b|\ba venir\b/, "next_7_days"],
];

function readPeriod(q: string): TPeriod | undefined {
  for (const [pattern, period] of PERIOD_PATTERNS) if (pattern.test(q)) return period;
  return undefined;
}

function readSeverity(q: string): TToolArgs["severity"] {
  if (/\bcritique/.test(q)) return "critique";
  if (/\b(important|majeur|grave)/.test(q)) return "important";
  if (/\bmoyen/.test(q)) return "moyen";
  if (/\b(faible|mineur)/.test(q)) return "faible";
  return undefined;
}

function readStatus(q: string): TToolArgs["status"] {
  if (/\b(non resolue?s?|pas (encore )?resolue?s?|en cours|actives?|ouvertes?|en attente)\b/.test(q))
    return "active";
  if (/\b(resolue?s?|traitees?|cloturees?|fermees?)\b/.test(q)) return "resolved";
  return undefined;
}

/** "à 14h", "a 8h30", "à 22:00", "ce soir", "cette nuit", with "demain" moving it one day. */
function readTime(q: string): Pick<TToolArgs, "at" | "dayOffset"> {
  const dayOffset = /\bdemain\b/.test(q) ? 1 : /\bhier\b/.test(q) ? -1 : 0;
  const match = /\b(?:a|vers|pour) (\d{1,2}) ?(?:h|:|heures?) ?(\d{2})?\b/.exec(q);
  if (match) {
    const hours = Number(match[1]);
    const minutes = Number(match[2] ?? 0);
    if (hours > 23 || minutes > 59) return {};
    return { at: `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`, dayOffset };
  }
  // Parts of the day, at a representative hour the answer states.
  if (/\b(cette nuit|la nuit|nuit prochaine)\b/.test(q)) return { at: "23:00", dayOffset };
  if (/\b(ce soir|le soir|soiree)\b/.test(q)) return { at: "21:00", dayOffset };
  if (/\b(ce matin|le matin|matin)\b/.test(q)) return { at: "08:00", dayOffset };
  if (/\b(cet apres-midi|l'apres-midi|apres-midi)\b/.test(q)) return { at: "15:00", dayOffset };
  return dayOffset ? { at: "12:00", dayOffset } : {};
}

const GENERIC_WORDS = new Set([
  "ce",
  "cette",
  "le",
  "la",
  "les",
  "de",
  "du",
  "des",
  "en",
  "un",
  "une",
  "mon",
  "nos",
  "vos",
  "chaque",
  "par",
  "tous",
  "tout",
]);

/** The site the question names: one of the company's, or the name it gave when none matches. */
function readSite(data: TInsightData, q: string): { site?: string; unknown?: string } {
  const names = [...data.sites].sort((a, b) => b.name.length - a.name.length);
  for (const site of names) {
    const name = normalize(site.name);
    if (name && q.includes(name)) return { site: site.name };
  }
  // "site X" where X is not one of the company's sites: say so instead of answering for all sites.
  const named = /\bsites? (?:de |du |d'|des )?([a-z0-9][a-z0-9'\- ]*)/.exec(q);
  if (named?.[1]) {
    const words = named[1].split(" ").filter(Boolean).slice(0, 4);
    while (
      words.length &&
      /^(cette|ce|aujourd'?hui|hier|depuis|pendant|la|le|les|en|sur|a|ce|maintenant|actuellement|du|de|des|et|qui|sont|est|ont|il|y)$/.test(
        words[words.length - 1] ?? "",
      )
    )
      words.pop();
    const cut = words.findIndex((w) =>
      /^(cette|ce|aujourd'?hui|hier|depuis|pendant|maintenant|actuellement|qui|sont|est|ont)$/.test(w),
    );
    const kept = cut >= 0 ? words.slice(0, cut) : words;
    const candidate = kept.join(" ").trim();
    if (candidate.length >= 3 && !GENERIC_WORDS.has(kept[0] ?? "")) {
      const site = findSite(data, candidate);
      return site ? { site: site.name } : { unknown: candidate };
    }
  }
  return {};
}

export function parseQuestion(data: TInsightData, question: string): TParsedQuestion {
  const q = normalize(question);
  const period = readPeriod(q);
  const { site, unknown } = readSite(data, q);
  const withSite = <T extends TToolArgs>(args: T): T => (site ? { ...args, site } : args);
  let parsed: TParsedQuestion = { kind: "unknown" };

  if (/\bconflit|\bchevauchement|\bdouble reservation|\bsurreservation/.test(q)) {
    parsed = { kind: "tool", tool: "planning_conflicts", args: { period: period ?? "next_7_days" } };
  } else if (
    /\brapports?\b/.test(q) &&
    /\b(securite|ouverts?|brouillons?|en cours|non finalises?|a finaliser|en attente)\b/.test(q)
  ) {
    parsed = { kind: "tool", tool: "open_security_reports", args: withSite({}) };
  } else if (/\brefus|\bacces (non autorises?|interdits?)|\bbadges? refuses?|\btentatives? d'acces/.test(q)) {
    parsed = { kind: "tool", tool: "access_refusals", args: withSite({ period: period ?? "last_7_days" }) };
  } else if (/\bcameras?\b/.test(q)) {
    parsed = { kind: "tool", tool: "cameras_offline", args: withSite({}) };
  } else if (
    /\bheures?\b/.test(q) &&
    (findAgent(data, q) || /\b(travaille|effectue|fait|cumule|total)/.test(q)) &&
    !/\bqui\b/.test(q)
  ) {
    const agent = findAgent(data, q);
    parsed = { kind: "tool", tool: "agent_hours", args: { agent: agent?.name ?? "" } };
  } else if (
    /\bqui\b|\bquelqu'un\b|\bquels? agents?\b|\bcombien d'agents\b|\bagents? (de garde|en poste|de service|present)/.test(
      q,
    ) &&
    /\b(garde|service|poste|travaille|present|planifie|shift|vacation|surveill|en place|bosse|astreinte|sur place)/.test(
      q,
    )
  ) {
    parsed = { kind: "tool", tool: "on_shift", args: withSite({ ...readTime(q) }) };
  } else if (/\b(alarmes?|incidents?|alertes?|intrusions?|evenements?|declenchements?)\b/.test(q)) {
    const args: TToolArgs = { period: period ?? "last_30_days" };
    const severity = readSeverity(q);
    const status = readStatus(q);
    if (severity) args.severity = severity;
    if (status) args.status = status;
    parsed = { kind: "tool", tool: "count_alarms", args: withSite(args) };
  }
  if (
    unknown &&
    parsed.kind === "tool" &&
    parsed.tool !== "agent_hours" &&
    parsed.tool !== "planning_conflicts"
  )
    return { kind: "siteNotFound", name: unknown };
  return parsed;
}

export type TAssistantAnswer = {
  text: TServerText;
  tool: TToolName | null;
  figures: Record<string, number | string>;
  suggestions: TServerText[];
};

export function suggestions(data: TInsightData): TServerText[] {
  const agent = data.agents[0]?.name ?? "Dupont";
  return [
    { text: MSG_AI.suggestAlarms },
    { text: MSG_AI.suggestShift },
    { text: MSG_AI.suggestCameras },
    { text: MSG_AI.suggestConflicts },
    { text: MSG_AI.suggestHours, params: { agent } },
    { text: MSG_AI.suggestReports },
    { text: MSG_AI.suggestRefusals },
  ];
}

/** Answers with the built-in engine: parse, run the tool, or say honestly that it cannot. */
export function builtinAnswer(data: TInsightData, question: string): TAssistantAnswer {
  const parsed = parseQuestion(data, question);
  if (parsed.kind === "siteNotFound")
    return {
      text: { text: MSG_AI.siteNotFound, params: { name: parsed.name } },
      tool: null,
      figures: {},
      suggestions: [],
    };
  if (parsed.kind === "unknown")
    return { text: { text: MSG_AI.unknown }, tool: null, figures: {}, suggestions: suggestions(data) };
  const result: TToolResult = TOOLS[parsed.tool](data, parsed.args);
  return {
    text: result.text,
    tool: parsed.tool,
    figures: result.figures,
    suggestions: result.ok ? [] : suggestions(data),
  };
}
