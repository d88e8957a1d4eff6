// The assistant's tools (decision 043): a fixed set of read-only questions over one company's data.
// The built-in engine and a configured chat model call exactly these, with the same arguments; the
// data they read is loaded by the API for the caller's company only, so no tool can reach another.

import type { TServerText } from "../i18n/server-text.ts";
import { MSG_AI, MSG_AI_WORDS } from "./ai-insights.messages.ts";
import { addDays, localDay, weekdayOf } from "./ai-insights.stats.ts";

export type TInsightAlarm = {
  id: string;
  siteId: string;
  title: string;
  type: string;
  severity: string;
  status: "active" | "resolved" | string;
  createdAt: string;
  resolvedAt: string | null;
  /** From the alarm to its taking in charge, when it was taken. */
  responseSeconds: number | null;
};

export type TInsightData = {
  /** The instant "now" is read at, ISO 8601. */
  now: string;
  timeZone: string;
  sites: { id: string; name: string }[];
  alarms: TInsightAlarm[];
  cameras: { id: string; name: string; siteId: string; status: string; since: string | null }[];
  shifts: {
    id: string;
    agentId: string;
    agentName: string;
    siteId: string;
    startsAt: string;
    endsAt: string;
    status: string;
    breakMinutes: number;
  }[];
  agents: { id: string; name: string; professionalCardExpiry: string | null }[];
  conflicts: { date: string; severity: string; agentName: string }[];
  securityReports: { id: string; siteId: string; status: string }[];
  accessRefusals: { siteId: string | null; point: string; at: string }[];
  /** Radios in service (not retired), with their last reported battery (issue 12). */
  radios?: {
    id: string;
    serialNumber: string;
    agentName: string | null;
    battery: number | null;
    /** Heard from recently (issue 29); absent in data loaded before it existed. */
    online?: boolean;
  }[];
};

export const PERIODS = [
  "now",
  "today",
  "yesterday",
  "this_week",
  "last_week",
  "next_week",
  "this_month",
  "last_month",
  "last_7_days",
  "last_30_days",
  "next_7_days",
] as const;
export type TPeriod = (typeof PERIODS)[number];

export const TOOL_NAMES = [
  "count_alarms",
  "on_shift",
  "cameras_offline",
  "planning_conflicts",
  "agent_hours",
  "open_security_reports",
  "access_refusals",
  "count_records",
] as const;
export type TToolName = (typeof TOOL_NAMES)[number];

export const COUNTABLE_KINDS = [
  "sites",
  "agents",
  "cameras",
  "radios",
  "shifts",
  "security_reports",
] as const;
export type TCountable = (typeof COUNTABLE_KINDS)[number];
export const RANKS = ["site", "type", "agent", "point"] as const;
export type TRank = (typeof RANKS)[number];

export type TToolArgs = {
  /** One calendar day (YYYY-MM-DD); wins over `period`. */
  day?: string;
  /** "Which site had the most…": the answer lists the counts by this dimension, largest first. */
  rank?: TRank;
  /** What count_records counts. */
  entity?: TCountable;
  period?: TPeriod;
  site?: string;
  severity?: "critique" | "important" | "moyen" | "faible";
  status?: "active" | "resolved";
  agent?: string;
  /** "HH:mm" today, or a full ISO date-time; absent means now. */
  at?: string;
  /** Days to add to today for `at` given as "HH:mm" (1 for "demain"). */
  dayOffset?: number;
};

export type TToolResult = {
  ok: boolean;
  text: TServerText;
  figures: Record<string, number | string>;
};

/** JSON schemas of the tools, as sent to a chat model (OpenAI function calling). */
export const TOOL_SCHEMAS: { name: TToolName; description: string; parameters: Record<string, unknown> }[] =
  (() => {
    const period = { type: "string", enum: [...PERIODS] };
    const site = { type: "string", description: "Nom du site (tel qu'il figure dans la société)" };
    const day = { type: "string", description: "Un jour précis, AAAA-MM-JJ (remplace period)" };
    const rank = (values: string[]) => ({
      type: "string",
      enum: values,
      description: "Classer par cette dimension (« le plus », « le moins »)",
    });
    const object = (properties: Record<string, unknown>, required: string[] = []) => ({
      type: "object",
      properties,
      required,
      additionalProperties: false,
    });
    return [
      {
        name: "count_alarms",
        description: "Nombre d'alarmes sur une période, par site, gravité ou statut",
        parameters: object({
          period,
          site,
          severity: { type: "string", enum: ["critique", "important", "moyen", "faible"] },
          status: { type: "string", enum: ["active", "resolved"] },
          day,
          rank: rank(["site", "type"]),
        }),
      },
      {
        name: "on_shift",
        description: "Agents de garde maintenant ou à une heure donnée, éventuellement sur un site",
        parameters: object({
          site,
          at: { type: "string", description: "HH:mm, ou date-heure ISO 8601 ; absent = maintenant" },
          dayOffset: {
            type: "integer",
            description: "jours à ajouter à aujourd'hui pour HH:mm (1 = demain)",
          },
        }),
      },
      { name: "cameras_offline", description: "Caméras hors ligne", parameters: object({ site }) },
      {
        name: "planning_conflicts",
        description: "Conflits de planning sur une période",
        parameters: object({ period, day }),
      },
      {
        name: "agent_hours",
        description:
          "Heures de travail d'un agent sur une période (ce mois par défaut), ou classement des agents",
        parameters: object({
          agent: { type: "string", description: "Nom de l'agent (absent avec rank = agent)" },
          period,
          rank: rank(["agent"]),
        }),
      },
      {
        name: "open_security_reports",
        description: "Rapports de sécurité ouverts (brouillons)",
        parameters: object({ site }),
      },
      {
        name: "access_refusals",
        description: "Accès refusés sur une période",
        parameters: object({ period, site, day, rank: rank(["point", "site"]) }),
      },
      {
        name: "count_records",
        description:
          "Nombre de sites, agents, caméras, radios, gardes (sur une période) ou rapports de sécurité",
        parameters: object({ entity: { type: "string", enum: [...COUNTABLE_KINDS] }, period, site, day }, [
          "entity",
        ]),
      },
    ];
  })();

// ---- Matching names ----

/** Lower case, no accents, straight apostrophes, single spaces. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9':/\- ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function findSite(data: TInsightData, name: string | undefined) {
  if (!name) return undefined;
  const wanted = normalize(name).replace(/^(le |la |les |l')?site (de |du |d')?/, "");
  return (
    data.sites.find((s) => normalize(s.name) === wanted) ??
    data.sites.find((s) => normalize(s.name).includes(wanted) && wanted.length >= 3) ??
    data.sites.find((s) => wanted.includes(normalize(s.name)))
  );
}

export function findAgent(data: TInsightData, name: string | undefined) {
  if (!name) return undefined;
  const wanted = normalize(name);
  const exact = data.agents.find((a) => normalize(a.name) === wanted || wanted.includes(normalize(a.name)));
  if (exact) return exact;
  const byWord = data.agents.filter((a) =>
    normalize(a.name)
      .split(" ")
      .some((word) => word.length >= 3 && new RegExp(`\\b${word}\\b`).test(wanted)),
  );
  return byWord.length === 1 ? byWord[0] : undefined;
}

// ---- Periods ----

export type TRange = { from: string; to: string };

/** Local days, both included. Weeks start on Monday. */
export function periodRange(period: TPeriod, today: string): TRange {
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (period) {
    case "now":
      // Everything up to today: "active alarms right now" whatever day they were raised.
      return { from: "0000-01-01", to: today };
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case "this_week":
      return { from: monday, to: addDays(monday, 6) };
    case "last_week":
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    case "next_week":
      return { from: addDays(monday, 7), to: addDays(monday, 13) };
    case "this_month":
      return { from: firstOfMonth, to: addDays(`${addDays(firstOfMonth, 32).slice(0, 8)}01`, -1) };
    case "last_month": {
      const last = addDays(firstOfMonth, -1);
      return { from: `${last.slice(0, 8)}01`, to: last };
    }
    case "last_7_days":
      return { from: addDays(today, -6), to: today };
    case "next_7_days":
      return { from: today, to: addDays(today, 6) };
    default:
      return { from: addDays(today, -29), to: today };
  }
}

const periodText = (range: TRange): TServerText =>
  range.from === range.to
    ? { text: MSG_AI.periodDay, params: { day: { day: range.from } } }
    : { text: MSG_AI.period, params: { from: { day: range.from }, to: { day: range.to } } };

/** A look back ends today: "this month" counts up to today, and says so. */
const upToToday = (range: TRange, today: string): TRange => ({
  from: range.from,
  to: range.to > today ? today : range.to,
});

/** The days a question covers: its named day, else its period (default given), ending today for a look back. */
function rangeOf(data: TInsightData, args: TToolArgs, fallback: TPeriod, lookBack = true): TRange {
  const today = localDay(data.now, data.timeZone);
  if (args.day) return { from: args.day, to: args.day };
  const range = periodRange(args.period ?? fallback, today);
  return lookBack ? upToToday(range, today) : range;
}

/** "Tour Alpha (12), Entrepôt Nord (8)": counts largest first, as a text whose parts are translated. */
function rankingText(counts: Map<string, number>, label: (key: string) => TServerText | string): TServerText {
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const params: Record<string, TServerText | string | number> = {};
  const parts = sorted.map(([key, n], i) => {
    params[`k${i}`] = label(key);
    params[`n${i}`] = n;
    return `{k${i}} ({n${i}})`;
  });
  return { text: parts.join(", ") || "—", params };
}

const word = (key: string): TServerText | string =>
  key in MSG_AI_WORDS ? { text: MSG_AI_WORDS[key as keyof typeof MSG_AI_WORDS] } : key;

const serverText = (text: TServerText): TServerText => text;

const inRange = (day: string, range: TRange) => day >= range.from && day <= range.to;

// ---- The tools ----

type TTool = (data: TInsightData, args: TToolArgs) => TToolResult;

function siteOrMissing(data: TInsightData, args: TToolArgs) {
  if (!args.site) return { site: undefined, missing: undefined };
  const site = findSite(data, args.site);
  if (site) return { site, missing: undefined };
  return {
    site: undefined,
    missing: {
      ok: false,
      text: { text: MSG_AI.siteNotFound, params: { name: args.site } },
      figures: {},
    } satisfies TToolResult,
  };
}

const siteFilter = (site: { name: string } | undefined): TServerText | string =>
  site ? { text: MSG_AI.filterSite, params: { site: site.name } } : "";

const countAlarms: TTool = (data, args): TToolResult => {
  const { site, missing } = siteOrMissing(data, args);
  if (missing) return missing;
  const now = args.period === "now" && !args.day;
  const range = rangeOf(data, args, "last_30_days");
  const status = now ? "active" : args.status;
  const rows = data.alarms.filter(
    (a) =>
      (now || inRange(localDay(a.createdAt, data.timeZone), range)) &&
      (!site || a.siteId === site.id) &&
      (!args.severity || a.severity === args.severity) &&
      (!status || a.status === status),
  );
  const filters: TServerText = {
    text: "{a}{b}{c}",
    params: {
      a: siteFilter(site),
      b: args.severity ? { text: MSG_AI.filterSeverity, params: { severity: word(args.severity) } } : "",
      c: status && !now ? { text: status === "active" ? MSG_AI.filterActive : MSG_AI.filterResolved } : "",
    },
  };
  if (args.rank === "site" || args.rank === "type") {
    const counts = new Map<string, number>();
    if (args.rank === "site" && !site) for (const s of data.sites) counts.set(s.name, 0);
    const siteName = new Map(data.sites.map((s) => [s.id, s.name]));
    for (const a of rows) {
      const key = args.rank === "site" ? (siteName.get(a.siteId) ?? "?") : a.type;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    return {
      ok: true,
      text: {
        text: args.rank === "site" ? MSG_AI.alarmsBySite : MSG_AI.alarmsByType,
        params: {
          period: now ? { text: MSG_AI.periodNow } : periodText(range),
          filters,
          list: rankingText(counts, args.rank === "type" ? word : (key) => key),
        },
      },
      figures: { n: rows.length, top: top?.[0] ?? "", topN: top?.[1] ?? 0, from: range.from, to: range.to },
    };
  }
  const critical = rows.filter((a) => a.severity === "critique").length;
  const open = rows.filter((a) => a.status === "active").length;
  return {
    ok: true,
    text: now
      ? { text: MSG_AI.alarmsNowAnswer, params: { filters, n: rows.length, critical } }
      : {
          text: MSG_AI.alarmsAnswer,
          params: { period: periodText(range), filters, n: rows.length, critical, open },
        },
    figures: { n: rows.length, critical, open, from: range.from, to: range.to },
  };
};

function instantOf(data: TInsightData, args: TToolArgs): number {
  if (!args.at) return Date.parse(data.now);
  if (!/^\d{1,2}:\d{2}$/.test(args.at)) {
    const parsed = Date.parse(args.at);
    return Number.isNaN(parsed) ? Date.parse(data.now) : parsed;
  }
  // "HH:mm" on a local day: find the UTC instant whose local time matches (offset of that day).
  const day = addDays(localDay(data.now, data.timeZone), args.dayOffset ?? 0);
  const [h, m] = args.at.split(":").map(Number);
  const guess = Date.parse(`${day}T${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:00Z`);
  const offset = zoneOffsetMs(guess, data.timeZone);
  return guess - offset;
}

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return local - instant;
}

const onShift: TTool = (data, args): TToolResult => {
  const { site, missing } = siteOrMissing(data, args);
  if (missing) return missing;
  const at = instantOf(data, args);
  const rows = data.shifts.filter(
    (s) =>
      s.status !== "cancelled" &&
      Date.parse(s.startsAt) <= at &&
      Date.parse(s.endsAt) > at &&
      (!site || s.siteId === site.id),
  );
  const siteName = new Map(data.sites.map((s) => [s.id, s.name]));
  const names = [
    ...new Set(rows.map((s) => (site ? s.agentName : `${s.agentName} (${siteName.get(s.siteId) ?? "?"})`))),
  ].sort();
  const atText = { dateTime: new Date(at).toISOString() };
  return {
    ok: true,
    text: serverText(
      names.length
        ? {
            text: MSG_AI.onShiftAnswer,
            params: { at: atText, site: siteFilter(site), n: names.length, list: names.join(", ") },
          }
        : { text: MSG_AI.onShiftNone, params: { at: atText, site: siteFilter(site) } },
    ),
    figures: { n: names.length, at: new Date(at).toISOString() },
  };
};

const camerasOffline: TTool = (data, args): TToolResult => {
  const { site, missing } = siteOrMissing(data, args);
  if (missing) return missing;
  const all = data.cameras.filter((c) => !site || c.siteId === site.id);
  const offline = all.filter((c) => c.status !== "online");
  const siteName = new Map(data.sites.map((s) => [s.id, s.name]));
  const list = offline.map((c) => (site ? c.name : `${c.name} (${siteName.get(c.siteId) ?? "?"})`)).sort();
  return {
    ok: true,
    text: serverText(
      offline.length
        ? {
            text: MSG_AI.camerasAnswer,
            params: { site: siteFilter(site), n: offline.length, total: all.length, list: list.join(", ") },
          }
        : { text: MSG_AI.camerasNone, params: { site: siteFilter(site), total: all.length } },
    ),
    figures: { n: offline.length, total: all.length },
  };
};

const planningConflicts: TTool = (data, args): TToolResult => {
  const range = rangeOf(data, args, "next_7_days", false);
  const rows = data.conflicts.filter((c) => inRange(c.date, range));
  const critical = rows.filter((c) => c.severity === "critical").length;
  const agents = [...new Set(rows.map((c) => c.agentName))].sort();
  return {
    ok: true,
    text: {
      text: MSG_AI.conflictsAnswer,
      params: {
        period: periodText(range),
        n: rows.length,
        critical,
        list: agents.length ? ` ${agents.join(", ")}.` : "",
      },
    },
    figures: { n: rows.length, critical, from: range.from, to: range.to },
  };
};

const shiftHours = (s: TInsightData["shifts"][number]) =>
  Math.max(0, (Date.parse(s.endsAt) - Date.parse(s.startsAt)) / 60_000 - s.breakMinutes) / 60;
const round2 = (n: number) => Math.round(n * 100) / 100;

const agentHours: TTool = (data, args): TToolResult => {
  // Planned shifts count too: "this month" is the month's schedule, as on the timesheet screen.
  const range = rangeOf(data, args, "this_month", false);
  const inPeriod = (s: TInsightData["shifts"][number]) =>
    s.status !== "cancelled" && inRange(localDay(s.startsAt, data.timeZone), range);
  if (args.rank === "agent" && !args.agent) {
    const hours = new Map<string, number>(data.agents.map((a) => [a.name, 0]));
    for (const s of data.shifts.filter(inPeriod))
      hours.set(s.agentName, round2((hours.get(s.agentName) ?? 0) + shiftHours(s)));
    const top = [...hours].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    return {
      ok: true,
      text: {
        text: MSG_AI.hoursByAgent,
        params: { period: periodText(range), list: rankingText(hours, (name) => name) },
      },
      figures: { top: top?.[0] ?? "", hours: top?.[1] ?? 0, from: range.from, to: range.to },
    };
  }
  const agent = findAgent(data, args.agent);
  if (!agent) return { ok: false, text: { text: MSG_AI.agentNotFound }, figures: {} };
  const rows = data.shifts.filter((s) => s.agentId === agent.id && inPeriod(s));
  const hours = round2(rows.reduce((total, s) => total + shiftHours(s), 0));
  const month = range.from.slice(0, 7);
  const wholeMonth = !args.day && (args.period ?? "this_month").endsWith("month");
  return {
    ok: true,
    text: wholeMonth
      ? {
          text: MSG_AI.agentHoursAnswer,
          params: { agent: agent.name, hours, month: { month }, n: rows.length },
        }
      : {
          text: MSG_AI.agentHoursPeriod,
          params: { agent: agent.name, hours, period: periodText(range), n: rows.length },
        },
    figures: { hours, n: rows.length, month, from: range.from, to: range.to },
  };
};

const openSecurityReports: TTool = (data, args): TToolResult => {
  const { site, missing } = siteOrMissing(data, args);
  if (missing) return missing;
  const rows = data.securityReports.filter((r) => r.status === "draft" && (!site || r.siteId === site.id));
  const siteName = new Map(data.sites.map((s) => [s.id, s.name]));
  const bySite = new Map<string, number>();
  for (const r of rows)
    bySite.set(siteName.get(r.siteId) ?? "?", (bySite.get(siteName.get(r.siteId) ?? "?") ?? 0) + 1);
  const list = site || !rows.length ? "" : ` ${[...bySite].map(([name, n]) => `${name} (${n})`).join(", ")}.`;
  return {
    ok: true,
    text: { text: MSG_AI.reportsAnswer, params: { site: siteFilter(site), n: rows.length, list } },
    figures: { n: rows.length },
  };
};

const accessRefusals: TTool = (data, args): TToolResult => {
  const { site, missing } = siteOrMissing(data, args);
  if (missing) return missing;
  const range = rangeOf(data, args, "last_7_days");
  const rows = data.accessRefusals.filter(
    (r) => inRange(localDay(r.at, data.timeZone), range) && (!site || r.siteId === site.id),
  );
  const byPoint = new Map<string, number>();
  for (const r of rows) byPoint.set(r.point, (byPoint.get(r.point) ?? 0) + 1);
  const top = [...byPoint].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return {
    ok: true,
    text: {
      text: MSG_AI.refusalsAnswer,
      params: {
        period: periodText(range),
        site: siteFilter(site),
        n: rows.length,
        top: top ? { text: MSG_AI.refusalsTop, params: { point: top[0], n: top[1] } } : "",
      },
    },
    figures: { n: rows.length, from: range.from, to: range.to },
  };
};

/** How many records of one kind the company has: sites, agents, cameras, radios, shifts, security reports. */
const countRecords: TTool = (data, args): TToolResult => {
  const { site, missing } = siteOrMissing(data, args);
  if (missing) return missing;
  const onSite = (siteId: string | null) => !site || siteId === site.id;
  switch (args.entity) {
    case "sites":
      return {
        ok: true,
        text: { text: MSG_AI.countSites, params: { n: data.sites.length } },
        figures: { n: data.sites.length },
      };
    case "agents":
      return {
        ok: true,
        text: { text: MSG_AI.countAgents, params: { n: data.agents.length } },
        figures: { n: data.agents.length },
      };
    case "cameras": {
      const rows = data.cameras.filter((c) => onSite(c.siteId));
      const online = rows.filter((c) => c.status === "online").length;
      return {
        ok: true,
        text: { text: MSG_AI.countCameras, params: { site: siteFilter(site), n: rows.length, online } },
        figures: { n: rows.length, online },
      };
    }
    case "radios": {
      const rows = data.radios ?? [];
      const online = rows.filter((r) => r.online).length;
      return {
        ok: true,
        text: { text: MSG_AI.countRadios, params: { n: rows.length, online } },
        figures: { n: rows.length, online },
      };
    }
    case "shifts": {
      const range = rangeOf(data, args, "this_week", false);
      const n = data.shifts.filter(
        (s) =>
          s.status !== "cancelled" && onSite(s.siteId) && inRange(localDay(s.startsAt, data.timeZone), range),
      ).length;
      return {
        ok: true,
        text: { text: MSG_AI.countShifts, params: { period: periodText(range), site: siteFilter(site), n } },
        figures: { n, from: range.from, to: range.to },
      };
    }
    case "security_reports": {
      const rows = data.securityReports.filter((r) => onSite(r.siteId));
      const drafts = rows.filter((r) => r.status === "draft").length;
      return {
        ok: true,
        text: { text: MSG_AI.countReports, params: { site: siteFilter(site), n: rows.length, drafts } },
        figures: { n: rows.length, drafts },
      };
    }
    default:
      return { ok: false, text: { text: MSG_AI.unknown }, figures: {} };
  }
};

export const TOOLS: Record<TToolName, TTool> = {
  count_alarms: countAlarms,
  on_shift: onShift,
  cameras_offline: camerasOffline,
  planning_conflicts: planningConflicts,
  agent_hours: agentHours,
  open_security_reports: openSecurityReports,
  access_refusals: accessRefusals,
  count_records: countRecords,
};

/** Runs a tool by name with untrusted arguments (from a model): unknown keys and values are dropped. */
export function runTool(data: TInsightData, name: string, raw: unknown): TToolResult | null {
  if (!(TOOL_NAMES as readonly string[]).includes(name)) return null;
  const input = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const text = (key: string) =>
    typeof input[key] === "string" ? (input[key] as string).slice(0, 200) : undefined;
  const args: TToolArgs = {};
  const period = text("period");
  if (period && (PERIODS as readonly string[]).includes(period)) args.period = period as TPeriod;
  const severity = text("severity");
  if (severity && ["critique", "important", "moyen", "faible"].includes(severity))
    args.severity = severity as TToolArgs["severity"];
  const status = text("status");
  if (status === "active" || status === "resolved") args.status = status;
  const entity = text("entity");
  if (entity && (COUNTABLE_KINDS as readonly string[]).includes(entity)) args.entity = entity as TCountable;
  const rank = text("rank");
  if (rank && (RANKS as readonly string[]).includes(rank)) args.rank = rank as TRank;
  const day = text("day");
  if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) args.day = day;
  for (const key of ["site", "agent", "at"] as const) {
    const value = text(key);
    if (value) args[key] = value;
  }
  if (
    typeof input.dayOffset === "number" &&
    Number.isInteger(input.dayOffset) &&
    Math.abs(input.dayOffset) <= 31
  )
    args.dayOffset = input.dayOffset;
  return TOOLS[name as TToolName](data, args);
}
