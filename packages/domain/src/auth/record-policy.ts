// Record-level rights: which records of an area a role may read or change. `roles.rules.ts` says
// whether a role may call an area's routes at all; this table says, once inside, whether the caller
// reaches every record of the company, only the records of the sites they work on, only their own,
// or none. Every service asks it (the API turns a scope into a query filter or a check on one record)
// and the web app asks it to hide what would be refused. Decision 015 explains each line.

import type { TRole } from "./roles.rules.ts";

/** How far a role reaches into a kind of record. */
export type TRecordScope = "none" | "own" | "sites" | "company";

export type TRecordAction =
  | "read"
  | "create"
  | "update"
  | "delete"
  /** Lock a security report for good (signed, hashed). */
  | "finalize"
  /** Give an alarm to someone. */
  | "assign"
  | "comment"
  /** Take charge of an alarm, then mark it resolved. */
  | "resolve";

type TRow = Readonly<Record<TRole, TRecordScope>>;

const ALL: TRow = {
  admin: "company",
  manager: "company",
  planner: "company",
  operator: "company",
  agent: "company",
  // A client user reaches nothing of the office's records; his portal has its own kinds below.
  client: "none",
};
const row = (scopes: Partial<Record<TRole, TRecordScope>>): TRow => ({
  admin: "company",
  manager: "none",
  planner: "none",
  operator: "none",
  agent: "none",
  client: "none",
  ...scopes,
});

/**
 * The table. A missing action means "none" for every role but the admin. What "own" means is given
 * per kind in OWNERSHIP below.
 */
export const RECORD_POLICY = {
  site: {
    read: { ...ALL, agent: "sites" },
    create: row({ manager: "company" }),
    update: row({ manager: "company" }),
    delete: row({ manager: "company" }),
  },
  camera: {
    read: row({ manager: "company", operator: "company" }),
    create: row({ manager: "company", operator: "company" }),
    update: row({ manager: "company", operator: "company" }),
    delete: row({ manager: "company" }),
  },
  alarm: {
    read: row({ manager: "company", operator: "company", agent: "sites" }),
    create: row({ manager: "company", operator: "company", agent: "sites" }),
    comment: row({ manager: "company", operator: "company", agent: "sites" }),
    assign: row({ manager: "company", operator: "company" }),
    resolve: row({ manager: "company", operator: "company", agent: "own" }),
  },
  "security-report": {
    read: row({ manager: "company", planner: "company", operator: "company", agent: "sites" }),
    create: row({ manager: "company", operator: "company", agent: "sites" }),
    update: row({ manager: "company", operator: "own", agent: "own" }),
    delete: row({ manager: "company", operator: "own", agent: "own" }),
    finalize: row({ manager: "company", operator: "own", agent: "own" }),
  },
  /** Generated reports and analytics of /dashboard/reports. */
  report: {
    read: row({ manager: "company", planner: "company", operator: "company" }),
    create: row({ manager: "company", operator: "company" }),
  },
  /** The agent directory as colleagues see it: name, badge, speciality, level, status, site. */
  agent: {
    read: { ...ALL, agent: "sites" },
    create: row({ manager: "company", planner: "company" }),
    update: row({ manager: "company", planner: "company" }),
    delete: row({ manager: "company", planner: "company" }),
  },
  /** An agent's personal data: phone, e-mail, address, professional card, secret calendar link. */
  "agent-personal": {
    read: row({ manager: "company", planner: "company", agent: "own" }),
    update: row({ manager: "company", planner: "company" }),
  },
  shift: {
    read: row({ manager: "company", planner: "company", operator: "company", agent: "own" }),
    create: row({ manager: "company", planner: "company" }),
    update: row({ manager: "company", planner: "company" }),
    delete: row({ manager: "company", planner: "company" }),
  },
  /** Leave and unavailability periods. */
  leave: {
    read: row({ manager: "company", planner: "company", agent: "own" }),
    create: row({ manager: "company", planner: "company" }),
    delete: row({ manager: "company", planner: "company" }),
  },
  /** A payslip simulation or payroll export of one agent: payroll roles, and the agent's own. */
  payslip: {
    read: row({ manager: "company", agent: "own" }),
  },
  /** Rates, bonuses and premiums of the company. */
  "payroll-settings": {
    read: row({ manager: "company" }),
    update: row({}),
  },
  /** Login accounts. Everyone reads and edits their own profile; admins manage the others. */
  user: {
    read: row({ manager: "company", planner: "own", operator: "own", agent: "own" }),
    create: row({}),
    update: row({ manager: "own", planner: "own", operator: "own", agent: "own" }),
    delete: row({}),
  },
  /** Company-wide settings (security, system, legal identifiers). Everyone may read what applies to them. */
  "company-settings": {
    read: { ...ALL, client: "company" },
    update: row({}),
  },
  audit: {
    read: row({ manager: "company" }),
  },
  /** Disk used by the cameras' recordings, the company quota and each camera's retention (issue 30). */
  "recording-storage": {
    read: row({ manager: "company" }),
    update: row({}),
  },
  /** Company backups: every table of the company, personal data included, so administrators only. */
  backup: {
    read: row({}),
    create: row({}),
  },
  /** Access badges: the control room issues visitor and employee badges; managers also delete. */
  badge: {
    read: row({ manager: "company", operator: "company" }),
    create: row({ manager: "company", operator: "company" }),
    update: row({ manager: "company", operator: "company" }),
    delete: row({ manager: "company" }),
  },
  /** Access points and their rules and reader keys: installing a reader is a manager's decision. */
  "access-point": {
    read: row({ manager: "company", operator: "company" }),
    create: row({ manager: "company" }),
    update: row({ manager: "company" }),
    delete: row({ manager: "company" }),
  },
  /** Who went through which door: personal data, kept to the roles that watch the sites. */
  "access-log": {
    read: row({ manager: "company", operator: "company" }),
  },
  /** Refusal alarm threshold and access log retention. */
  "access-settings": {
    read: row({ manager: "company", operator: "company" }),
    update: row({ manager: "company" }),
  },
  /** Radios of the fleet (decision 034): the control room manages them; an agent sees the one he carries. */
  radio: {
    read: row({ manager: "company", operator: "company", agent: "own" }),
    create: row({ manager: "company", operator: "company" }),
    update: row({ manager: "company", operator: "company" }),
    delete: row({ manager: "company" }),
  },
  /** Radio channels: an agent sees the channels he is a member of and the emergency channel. */
  "radio-channel": {
    read: row({ manager: "company", operator: "company", agent: "own" }),
    create: row({ manager: "company", operator: "company" }),
    update: row({ manager: "company", operator: "company" }),
    delete: row({ manager: "company", operator: "company" }),
  },
  /** Transmissions and their transcripts: an agent reads his own. */
  "radio-communication": {
    read: row({ manager: "company", operator: "company", agent: "own" }),
    /** Push-to-talk from the browser, on a channel the caller may read. */
    create: row({ manager: "company", operator: "company", agent: "own" }),
  },
  /** Radio alerts: an agent raises an SOS from his own radio and sees the alerts he raised or was sent to. */
  "radio-alert": {
    read: row({ manager: "company", operator: "company", agent: "own" }),
    create: row({ manager: "company", operator: "company", agent: "own" }),
    assign: row({ manager: "company", operator: "company" }),
    resolve: row({ manager: "company", operator: "company", agent: "own" }),
  },
  /**
   * Post orders (consignes) of a site or post, their versions and attachments (issue 22): managers
   * write; planners and operators read; an agent reads those of the sites he works on.
   */
  "post-order": {
    read: row({ manager: "company", planner: "company", operator: "company", agent: "sites" }),
    create: row({ manager: "company" }),
    update: row({ manager: "company" }),
  },
  /** 'J'ai lu' of a version: an agent acknowledges for himself; managers see who did and who did not. */
  "post-order-acknowledgement": {
    read: row({ manager: "company", planner: "company", operator: "company", agent: "own" }),
    // Any account that signs in as an agent acknowledges for that agent (an office user on shift too).
    create: row({ manager: "own", planner: "own", operator: "own", agent: "own" }),
  },
  /** Posts to cover (issue 24): planners and managers define them; the control room reads the gaps. */
  "coverage-post": {
    read: row({ manager: "company", planner: "company", operator: "company" }),
    create: row({ manager: "company", planner: "company" }),
    update: row({ manager: "company", planner: "company" }),
    delete: row({ manager: "company", planner: "company" }),
  },
  /** An agent's planning profile (issue 24, decision 126): what planners and managers plan him by. */
  "planning-profile": {
    read: row({ manager: "company", planner: "company" }),
    update: row({ manager: "company", planner: "company" }),
  },
  /** Lone-worker (PTI) settings of a site or post: managers write, the control room and planners read. */
  "lone-worker-policy": {
    read: row({ manager: "company", planner: "company", operator: "company", agent: "sites" }),
    update: row({ manager: "company" }),
  },
  /** 'Tout va bien ?' checks, SOS and position of an agent: his own; the alarm they raise is an alarm. */
  "lone-worker-check": {
    read: row({ manager: "company", operator: "company", agent: "own" }),
    create: row({ manager: "own", planner: "own", operator: "own", agent: "own" }),
    update: row({ manager: "own", planner: "own", operator: "own", agent: "own" }),
  },
  /**
   * Clock actions of the agent app (issue 22): anyone who signs in as an agent clocks for that agent
   * only; managers read them all (timesheets) and review the exceptions; planners read.
   */
  "attendance-event": {
    read: row({ manager: "company", planner: "company", operator: "own", agent: "own" }),
    create: { admin: "own", manager: "own", planner: "own", operator: "own", agent: "own", client: "none" },
    update: row({ manager: "company" }),
  },
  /** Weekly timesheets: managers validate, planners read (they feed payroll). */
  timesheet: {
    read: row({ manager: "company", planner: "company" }),
    update: row({ manager: "company" }),
  },
  /** Field settings (geofence policy, windows, rounding, control room phone): every role reads. */
  "field-settings": {
    read: ALL,
    update: row({ manager: "company" }),
  },
  /**
   * The control room's floor (issue 22): who is on duty, expected and missing, late, open lone-worker
   * checks and last positions. Operators watch the sites they work on (decision 087).
   */
  field: {
    read: row({ manager: "company", planner: "company", operator: "sites" }),
  },
  /** A browser's Web Push subscription: each user manages their own (decision 088). */
  "push-subscription": {
    read: row({ manager: "own", planner: "own", operator: "own", agent: "own" }),
    create: row({ manager: "own", planner: "own", operator: "own", agent: "own" }),
    delete: row({ manager: "own", planner: "own", operator: "own", agent: "own" }),
  },
  /**
   * Patrol tours (issue 23): checkpoints and tours of a site are set up by managers and planners; the
   * control room and the agents of the site read them (an agent's phone walks them). Decision 094.
   */
  "tour-checkpoint": {
    read: row({ manager: "company", planner: "company", operator: "company", agent: "sites" }),
    create: row({ manager: "company", planner: "company" }),
    update: row({ manager: "company", planner: "company" }),
    delete: row({ manager: "company", planner: "company" }),
  },
  tour: {
    read: row({ manager: "company", planner: "company", operator: "company", agent: "sites" }),
    create: row({ manager: "company", planner: "company" }),
    update: row({ manager: "company", planner: "company" }),
    delete: row({ manager: "company", planner: "company" }),
  },
  /** A tour walked and its scans: the walker's own; the control room watches the sites it works on. */
  "tour-run": {
    read: row({ manager: "company", planner: "company", operator: "sites", agent: "own" }),
    create: { admin: "own", manager: "own", planner: "own", operator: "own", agent: "own", client: "none" },
  },
  /**
   * Logbook entries (main courante) and incidents written from the phone (issue 23): an agent writes on
   * his own shifts and reads those of the sites he works on; the office reads them all.
   */
  "logbook-entry": {
    read: row({ manager: "company", planner: "company", operator: "company", agent: "sites" }),
    create: { admin: "own", manager: "own", planner: "own", operator: "own", agent: "own", client: "none" },
    // The one change of an entry once written: a manager approving it for the client portal (decision 112).
    update: row({ manager: "company" }),
  },
  /**
   * Stored photos and files (decision 096): read as the record that owns them is read; a photo not yet
   * attached to a record is its author's only. Taken by whoever signs in as an agent on shift.
   */
  media: {
    read: row({ manager: "company", planner: "company", operator: "company", agent: "sites" }),
    create: { admin: "own", manager: "own", planner: "own", operator: "own", agent: "own", client: "none" },
  },
  /**
   * Clients (donneurs d'ordre, issue 25): managers write; planners and operators read (they plan and
   * watch the client's sites). A client user reads his own client only (decision 102).
   */
  client: {
    read: row({ manager: "company", planner: "company", operator: "company", client: "own" }),
    create: row({ manager: "company" }),
    update: row({ manager: "company" }),
    delete: row({ manager: "company" }),
  },
  /**
   * What the portal shows of a site (service delivered, alarms, reports of the kinds published): a
   * client user reads the sites of his client he was given; managers read every site (preview).
   */
  portal: {
    read: row({ manager: "company", client: "sites" }),
  },
  /** Requests a client files (extra guard, post-order change, complaint): managers answer and close. */
  "client-request": {
    read: row({ manager: "company", client: "sites" }),
    create: row({ client: "sites" }),
    update: row({ manager: "company" }),
    comment: row({ manager: "company", client: "sites" }),
  },
} as const satisfies Record<string, Partial<Record<TRecordAction, TRow>>>;

export type TRecordKind = keyof typeof RECORD_POLICY;
export const RECORD_KINDS = Object.keys(RECORD_POLICY) as TRecordKind[];

/**
 * What "own" means for each kind, for the record's reader: the services turn it into the owner
 * column(s) of their table.
 */
export const OWNERSHIP: Record<TRecordKind, string> = {
  site: "—",
  camera: "—",
  alarm: "assigned to the caller (or to the agent the caller signs in as)",
  "security-report": "written by the caller",
  report: "requested by the caller",
  agent: "the agent record the caller signs in as",
  "agent-personal": "the agent record the caller signs in as",
  shift: "a shift of the agent the caller signs in as",
  leave: "a period of the agent the caller signs in as",
  payslip: "the payslip of the agent the caller signs in as",
  "payroll-settings": "—",
  user: "the caller's own account",
  "company-settings": "—",
  audit: "—",
  "recording-storage": "—",
  backup: "—",
  badge: "—",
  "access-point": "—",
  "access-log": "—",
  "access-settings": "—",
  radio: "the radio assigned to the agent the caller signs in as",
  "radio-channel": "a channel the caller's agent is a member of, and the emergency channel",
  "radio-communication":
    "sent from the caller's agent or radio, or on a channel the caller's agent is a member of",
  "radio-alert": "raised by or dispatched to the agent the caller signs in as",
  "post-order": "—",
  "post-order-acknowledgement": "made by the agent the caller signs in as",
  "coverage-post": "—",
  "planning-profile": "—",
  "lone-worker-policy": "—",
  "lone-worker-check": "a check, SOS or position of the agent the caller signs in as",
  "attendance-event": "a clock action of the agent the caller signs in as",
  timesheet: "—",
  "field-settings": "—",
  field: "—",
  "push-subscription": "a subscription of the caller's own account",
  "tour-checkpoint": "—",
  tour: "—",
  "tour-run": "a run walked by the agent the caller signs in as",
  "logbook-entry": "written by the agent the caller signs in as",
  media: "uploaded by the caller",
  client: "the client the caller's account belongs to (role client)",
  portal: "—",
  "client-request": "—",
};

export function scopeOf({
  role,
  kind,
  action,
}: {
  role: TRole;
  kind: TRecordKind;
  action: TRecordAction;
}): TRecordScope {
  if (role === "admin") return "company";
  const actions: Partial<Record<TRecordAction, TRow>> = RECORD_POLICY[kind];
  return actions[action]?.[role] ?? "none";
}

/** One record as the policy sees it: who owns it, and which site it belongs to. */
export type TRecordRef = {
  /** User ids for which the record is "own" (its author, its assignee, the agent's account...). */
  ownerUserIds: readonly (string | null | undefined)[];
  /** The record's site; null for records of no site (a site-scoped caller then needs "own"). */
  siteId: string | null;
};

/** The caller as the policy sees them: their account, role, and the sites they work on. */
export type TCaller = { userId: string; role: TRole; siteIds: readonly string[] };

/** True when the caller may do `action` on this record. Ownership also satisfies a "sites" scope. */
export function mayOnRecord({
  caller,
  kind,
  action,
  record,
}: {
  caller: TCaller;
  kind: TRecordKind;
  action: TRecordAction;
  record: TRecordRef;
}): boolean {
  const scope = scopeOf({ role: caller.role, kind, action });
  if (scope === "none") return false;
  if (scope === "company") return true;
  const owns = record.ownerUserIds.some((id) => id === caller.userId);
  if (scope === "own") return owns;
  return owns || (record.siteId !== null && caller.siteIds.includes(record.siteId));
}

/** True when the role may do `action` on at least some records of the kind (to show a button). */
export const mayAtAll = (input: { role: TRole; kind: TRecordKind; action: TRecordAction }): boolean =>
  scopeOf(input) !== "none";
