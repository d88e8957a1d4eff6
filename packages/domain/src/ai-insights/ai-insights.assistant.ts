// The built-in engine of the assistant (decisions 043, 104): common French, English and Spanish
// phrasings mapped onto the fixed tools by keywords (ai-insights.lexicon.ts), with the period, day,
// ranking, site, severity, agent and time read from the question. What it
// does not understand it says so, with suggestions; it never guesses an answer.

import type { TServerText } from "../i18n/server-text.ts";
import {
  COUNTING,
  RANKING,
  readDay,
  readPeriod,
  readSeverity,
  readStatus,
  readTime,
  WORDS,
} from "./ai-insights.lexicon.ts";
import { MSG_AI } from "./ai-insights.messages.ts";
import { localDay } from "./ai-insights.stats.ts";
import {
  findAgent,
  findSite,
  normalize,
  type TCountable,
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

/** Words that end a site name read after "site": verbs, articles, periods, ranking cues. */
const SITE_STOP =
  /^(cette|ce|cet|aujourd'?hui|hier|depuis|pendant|maintenant|actuellement|qui|sont|est|ont|a|eu|y|le|la|les|en|sur|du|de|des|et|il|avons|surveillons|plus|moins|avec|this|today|yesterday|is|are|was|were|has|had|have|do|does|did|with|the|most|least|fewest|and|we|right|now|last|ha|han|hay|hubo|tiene|tuvo|tenemos|vigilamos|esta|este|hoy|ayer|mas|menos|con|el|los|las|y|que)$/;

/** The site the question names: one of the company's, or the name it gave when none matches. */
function readSite(data: TInsightData, q: string): { site?: string; unknown?: string } {
  const names = [...data.sites].sort((a, b) => b.name.length - a.name.length);
  for (const site of names) {
    const name = normalize(site.name);
    if (name && q.includes(name)) return { site: site.name };
  }
  // "site X" where X is not one of the company's sites: say so instead of answering for all sites.
  const named = /\b(?:sites?|sitios?) (?:de |du |d'|des |del |of )?([a-z0-9][a-z0-9'\- ]*)/.exec(q);
  if (!named?.[1]) return {};
  const words = named[1].split(" ").filter(Boolean).slice(0, 4);
  const cut = words.findIndex((w) => SITE_STOP.test(w));
  const candidate = (cut >= 0 ? words.slice(0, cut) : words).join(" ").trim();
  if (candidate.length < 3) return {};
  const site = findSite(data, candidate);
  return site ? { site: site.name } : { unknown: candidate };
}

/** The tool a question calls, by the first subject that matches, most specific first. */
function route(data: TInsightData, q: string, period: TPeriod | undefined): TParsedQuestion {
  const ranking = RANKING.test(q);
  const counting = COUNTING.test(q);
  if (WORDS.conflicts.test(q))
    return { kind: "tool", tool: "planning_conflicts", args: { period: period ?? "next_7_days" } };
  if (WORDS.reports.test(q) && WORDS.reportsOpen.test(q))
    return { kind: "tool", tool: "open_security_reports", args: {} };
  if (WORDS.refusals.test(q)) {
    const args: TToolArgs = { period: period ?? "last_7_days" };
    if (ranking) args.rank = WORDS.point.test(q) ? "point" : WORDS.sites.test(q) ? "site" : "point";
    return { kind: "tool", tool: "access_refusals", args };
  }
  if (WORDS.cameras.test(q) && (WORDS.camerasDown.test(q) || !counting))
    return { kind: "tool", tool: "cameras_offline", args: {} };
  const agent = findAgent(data, q);
  if (WORDS.hours.test(q) || (ranking && WORDS.worked.test(q) && !WORDS.alarms.test(q))) {
    const args: TToolArgs = { period: period && period !== "now" ? period : "this_month" };
    if (agent) args.agent = agent.name;
    else if (ranking) args.rank = "agent";
    else args.agent = "";
    if (!WORDS.who.test(q) || ranking || agent) return { kind: "tool", tool: "agent_hours", args };
  }
  if (WORDS.who.test(q) && WORDS.duty.test(q) && !counting)
    return { kind: "tool", tool: "on_shift", args: { ...readTime(q) } };
  if (WORDS.alarms.test(q)) {
    const args: TToolArgs = { period: period ?? "last_30_days" };
    const severity = readSeverity(q);
    const status = period === "now" ? "active" : readStatus(q);
    if (severity) args.severity = severity;
    if (status) args.status = status;
    if (ranking || /\b(frequent|common|touche|affected|afectado)/.test(q))
      if (WORDS.type.test(q)) args.rank = "type";
      else if (WORDS.sites.test(q)) args.rank = "site";
    return { kind: "tool", tool: "count_alarms", args };
  }
  if (counting || /\b(avons|have|tenemos|employ)/.test(q)) {
    const entity: TCountable | undefined = WORDS.cameras.test(q)
      ? "cameras"
      : WORDS.radios.test(q)
        ? "radios"
        : WORDS.reports.test(q)
          ? "security_reports"
          : WORDS.shifts.test(q) && !/\bguards?\b/.test(q)
            ? "shifts"
            : WORDS.agents.test(q)
              ? "agents"
              : WORDS.sites.test(q)
                ? "sites"
                : undefined;
    if (entity === "shifts")
      return { kind: "tool", tool: "count_records", args: { entity, period: period ?? "this_week" } };
    if (entity) return { kind: "tool", tool: "count_records", args: { entity } };
  }
  if (WORDS.who.test(q) && WORDS.duty.test(q))
    return { kind: "tool", tool: "on_shift", args: { ...readTime(q) } };
  return { kind: "unknown" };
}

/** Tools whose answer can be narrowed to one site. */
const SITE_TOOLS = new Set<TToolName>([
  "count_alarms",
  "on_shift",
  "cameras_offline",
  "open_security_reports",
  "access_refusals",
  "count_records",
]);

export function parseQuestion(data: TInsightData, question: string): TParsedQuestion {
  const q = normalize(question);
  const today = localDay(data.now, data.timeZone);
  const parsed = route(data, q, readPeriod(q));
  if (parsed.kind !== "tool") return parsed;
  const { site, unknown } = readSite(data, q);
  const countsSites = parsed.tool === "count_records" && parsed.args.entity === "sites";
  if (SITE_TOOLS.has(parsed.tool) && !countsSites && parsed.args.rank !== "site") {
    if (unknown) return { kind: "siteNotFound", name: unknown };
    if (site) parsed.args.site = site;
  }
  const day = ["count_alarms", "access_refusals", "planning_conflicts", "count_records"].includes(parsed.tool)
    ? readDay(q, today)
    : undefined;
  if (day) {
    parsed.args.day = day;
    delete parsed.args.period;
  }
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
    { text: MSG_AI.suggestRanking },
    { text: MSG_AI.suggestCount },
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
