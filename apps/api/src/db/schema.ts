import type {
  TAgentPlanningProfile,
  TAlarmMessage,
  TServerText,
  TStoredAlarmStep,
  TTourSchedule,
} from "@hts/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    address: text("address"),
    subscription: text("subscription").notNull().default("basic"),
    /** Company settings (thresholds, rates...) as later issues add them; defaults live in @hts/domain. */
    settings: jsonb("settings").notNull().default({}),
    createdAt: createdAt(),
    /** Set by the platform operator (issue 29): the company's members can no longer sign in or call. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  },
  (t) => [check("companies_subscription_check", sql`${t.subscription} in ('basic', 'pro', 'enterprise')`)],
);

/** The owning company of a business row; deleting the company deletes its rows (tenancy, decision 003). */
const companyId = () =>
  uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text("name").notNull(),
    /** Stored lower-cased: e-mail is the login, unique across all companies. */
    email: text("email").notNull(),
    phone: text("phone"),
    role: text("role").notNull(),
    active: boolean("active").notNull().default(true),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    // Issue 10: preferences restored at login on any device, password age, second factor.
    language: text("language").notNull().default("fr"),
    timezone: text("timezone").notNull().default("Europe/Paris"),
    notificationPrefs: jsonb("notification_prefs").notNull().default({}),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by a temporary password (admin-created or reset): the next login only allows changing it. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /** Base32 TOTP secret once enrolment is confirmed; the pending one while it is not. */
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** Last TOTP time step accepted, so one code cannot be replayed within its window. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** A client user's client (role client, issue 25); the sites he sees are in client_user_sites. */
    clientId: uuid("client_id").references((): AnyPgColumn => clients.id, { onDelete: "restrict" }),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    index("users_company_idx").on(t.companyId),
    check(
      "users_role_check",
      sql`${t.role} in ('admin', 'manager', 'planner', 'operator', 'agent', 'client')`,
    ),
    // A client user (issue 25) belongs to one client; no other role does.
    check("users_client_check", sql`(${t.role} = 'client') = (${t.clientId} is not null)`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the bearer token, hex. The token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** A forced step ('password-change', 'two-factor-enrolment'): every other call answers 403. */
    restriction: text("restriction"),
  },
  (t) => [uniqueIndex("sessions_token_hash_unique").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: companyId(),
    /** Who did it; null for actions without a signed-in user (registration, failed login). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    details: jsonb("details").notNull().default({}),
  },
  (t) => [index("audit_log_company_at_idx").on(t.companyId, t.at)],
);

/** Failed logins, keyed by `ip:...` and `email:...`, counted over a sliding window. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_key_at_idx").on(t.key, t.at)],
);

/**
 * Hits of the public routes' rate limits, one row per limit key and window, shared by every instance
 * (decision 066). The window starts at the first hit and `reset_at` is on the database's clock, so
 * instances with drifting clocks still agree; expired rows are purged as the limiter goes.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_reset_at_idx").on(t.resetAt)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The title in French, as written; `message` renders it in the reader's language. */
    title: text("title").notNull(),
    body: text("body"),
    /** Title and body as templates with params (decision 014); null for rows written before. */
    message: jsonb("message").$type<{ title: TServerText; body?: TServerText }>(),
    severity: text("severity").notNull().default("info"),
    link: text("link"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("notifications_user_unread_idx").on(t.userId, t.readAt)],
);

/** Demo requests from the public landing page. They belong to HTS itself, not to a customer company. */
export const demoRequests = pgTable("demo_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  company: text("company").notNull(),
  sitesRange: text("sites_range").notNull(),
  message: text("message"),
  ip: text("ip"),
  createdAt: createdAt(),
  /** When the platform operator marked the request answered (issue 29). */
  handledAt: timestamp("handled_at", { withTimezone: true }),
});

// ---- Platform operators (issue 29, decision 106) ----
// The people who run the platform itself: no company, no business data. Created from the command line
// or the environment, never by self-registration; their sessions are apart from the companies' ones.

export const platformOperators = pgTable(
  "platform_operators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("platform_operators_email_unique").on(t.email)],
);

export const platformSessions = pgTable(
  "platform_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => platformOperators.id, { onDelete: "cascade" }),
    /** SHA-256 of the bearer token, hex. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("platform_sessions_token_hash_unique").on(t.tokenHash)],
);

// ---- Operations: sites, cameras, alarms (issue 4) ----

const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A client (donneur d'ordre, issue 25): the customer who orders the guarding of its sites. Contacts are
 * a small list kept with the client (no one refers to a contact by id); `publication` says which kinds
 * of records its portal shows (decision 102). Archived instead of deleted once something refers to it.
 */
export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text("name").notNull(),
    siren: text("siren"),
    siret: text("siret"),
    vatNumber: text("vat_number"),
    billingAddress: text("billing_address"),
    contacts: jsonb("contacts")
      .$type<
        { name: string; role: string | null; phone: string | null; email: string | null; summary: string }[]
      >()
      .notNull()
      .default([]),
    notes: text("notes"),
    publication: jsonb("publication").$type<Record<string, string>>().notNull().default({}),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("clients_company_name_idx").on(t.companyId, t.name),
    check("clients_siren_check", sql`${t.siren} ~ '^[0-9]{9}$'`),
    check("clients_siret_check", sql`${t.siret} ~ '^[0-9]{14}$'`),
  ],
);

export const sites = pgTable(
  "sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    type: text("type").notNull().default("commercial"),
    contactName: text("contact_name"),
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    status: text("status").notNull().default("active"),
    /** Set when a site with history is deleted: hidden from lists and selects, read-only (decision 017). */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /**
     * The site's alarms, all and active: kept by statement triggers on `alarms` (migration
     * site-alarm-counters), so a list of sites reads two columns instead of counting a million rows.
     */
    alarmsCount: integer("alarms_count").notNull().default(0),
    activeAlarmsCount: integer("active_alarms_count").notNull().default(0),
    /** Where the site is (WGS 84) and how far from it a clock-in counts as on site (issue 22). */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    geofenceRadius: integer("geofence_radius").notNull().default(200),
    /** The client who orders the guarding of this site (issue 25): at most one. */
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("sites_geofence_radius_check", sql`${t.geofenceRadius} between 10 and 5000`),
    check("sites_position_check", sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    index("sites_company_created_idx").on(t.companyId, t.createdAt),
    index("sites_company_status_idx").on(t.companyId, t.status),
    index("sites_client_idx").on(t.clientId),
    check("sites_type_check", sql`${t.type} in ('commercial', 'industriel', 'residentiel', 'public')`),
    check("sites_status_check", sql`${t.status} in ('active', 'inactive')`),
  ],
);

export const cameras = pgTable(
  "cameras",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    // A site with cameras cannot be deleted, only deactivated (sites.service).
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    location: text("location").notNull(),
    type: text("type").notNull().default("fixed"),
    resolution: text("resolution").notNull().default("1080p"),
    ipAddress: text("ip_address"),
    /** The stream URL as shown: its password and secret parameters masked (issue 14). */
    rtspUrl: text("rtsp_url"),
    /** The full stream URL, AES-256-GCM sealed; null when the URL carries no secret. Decision 037. */
    rtspSecret: text("rtsp_secret"),
    nightVision: boolean("night_vision").notNull().default(false),
    motionDetection: boolean("motion_detection").notNull().default(false),
    recording: boolean("recording").notNull().default(false),
    /** Issue 30: 'off', 'continuous', 'events'; `recording` is true unless 'off' (the spec's REC flag). */
    recordingMode: text("recording_mode").notNull().default("off"),
    /** Written only by the recording supervisor of the leader: 'off', 'recording', 'buffering', 'stalled'. */
    recordingState: text("recording_state").notNull().default("off"),
    /** End of the last segment written (supervisor). */
    lastSegmentAt: timestamp("last_segment_at", { withTimezone: true }),
    /** 'Enregistrer maintenant': records until then whatever the mode. */
    recordUntil: timestamp("record_until", { withTimezone: true }),
    /** Retention of this camera's segments in days and its disk quota in MiB; null: no limit. */
    recordingRetentionDays: integer("recording_retention_days"),
    recordingQuotaMb: integer("recording_quota_mb"),
    /** Written only by the camera monitor: 'online' or 'offline'. */
    status: text("status").notNull().default("offline"),
    lastPing: timestamp("last_ping", { withTimezone: true }),
    /** Why the last probe failed (a stream failure code), null while online. */
    statusReason: text("status_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cameras_company_site_idx").on(t.companyId, t.siteId),
    index("cameras_company_status_idx").on(t.companyId, t.status),
    index("cameras_site_idx").on(t.siteId),
    check("cameras_type_check", sql`${t.type} in ('fixed', 'ptz')`),
    check("cameras_resolution_check", sql`${t.resolution} in ('720p', '1080p', '4K')`),
    check("cameras_status_check", sql`${t.status} in ('online', 'offline')`),
    check("cameras_recording_mode_check", sql`${t.recordingMode} in ('off', 'continuous', 'events')`),
    check(
      "cameras_recording_state_check",
      sql`${t.recordingState} in ('off', 'recording', 'buffering', 'stalled')`,
    ),
  ],
);

export const alarms = pgTable(
  "alarms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    type: text("type").notNull().default("intrusion"),
    severity: text("severity").notNull().default("moyen"),
    /** 'active' until resolved; there is no way back (spec part 1, section 4). */
    status: text("status").notNull().default("active"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull(),
    triggeredBy: text("triggered_by"),
    /**
     * For an alarm the server raised (access control): title, description and source as templates,
     * rendered in the reader's language; the text columns keep the French for search (decision 014).
     */
    message: jsonb("message").$type<TAlarmMessage>(),
    /** The assignee's name as shown (free text at creation, or the name of the person assigned). */
    assignedTo: text("assigned_to"),
    /** The account the alarm is assigned to: it is theirs ("own" in the record policy) and in their list. */
    assignedUserId: uuid("assigned_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The agent the alarm is assigned to (an agent without an account is reached by phone). */
    assignedAgentId: uuid("assigned_agent_id").references(() => agents.id, { onDelete: "set null" }),
    /**
     * The history, in order: each step a French template, its params and its instant, rendered in the
     * reader's language when read (decision 014). Rows written before that hold French sentences.
     */
    actions: jsonb("actions").$type<TStoredAlarmStep[]>().notNull().default([]),
    /** 'Prendre en charge': when, by whom (id and name, the name surviving the account). */
    takenAt: timestamp("taken_at", { withTimezone: true }),
    takenById: uuid("taken_by_id").references(() => users.id, { onDelete: "set null" }),
    takenByName: text("taken_by_name"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedById: uuid("resolved_by_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as text so the name survives the user's deletion. */
    resolvedByName: text("resolved_by_name"),
    responseSeconds: integer("response_seconds"),
  },
  (t) => [
    // Ascending on purpose: "order by created_at desc, id desc" is served by a backward scan. An index
    // declared "desc" gets NULLS LAST from Drizzle, which that order by (NULLS FIRST) cannot use.
    index("alarms_company_created_idx").on(t.companyId, t.createdAt, t.id),
    index("alarms_company_status_created_idx").on(t.companyId, t.status, t.createdAt, t.id),
    index("alarms_company_severity_created_idx").on(t.companyId, t.severity, t.createdAt, t.id),
    index("alarms_site_created_idx").on(t.siteId, t.createdAt, t.id),
    // Active alarms per site (site cards, counters) without reading the site's whole history.
    index("alarms_site_status_idx").on(t.siteId, t.status),
    // 'Mes alarmes' of an assignee.
    index("alarms_assigned_user_idx").on(t.assignedUserId, t.createdAt),
    check("alarms_status_check", sql`${t.status} in ('active', 'resolved')`),
    check("alarms_severity_check", sql`${t.severity} in ('critique', 'important', 'moyen', 'faible')`),
    check(
      "alarms_type_check",
      sql`${t.type} in ('intrusion', 'incendie', 'technique', 'medical', 'sabotage', 'acces', 'autre')`,
    ),
  ],
);

export const alarmComments = pgTable(
  "alarm_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    alarmId: uuid("alarm_id")
      .notNull()
      .references(() => alarms.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("alarm_comments_alarm_idx").on(t.alarmId, t.createdAt)],
);

// ---- Agents and planning (issue: agents and planning) ----

export const agents = pgTable(
  "agents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    /** The user account (role agent) this agent signs in with, if any: one agent per account. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    badge: text("badge").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    speciality: text("speciality").notNull().default("Surveillance"),
    level: text("level").notNull().default("junior"),
    hireDate: date("hire_date", { mode: "string" }).notNull(),
    // A site with assigned agents can still be deleted: the agent becomes unassigned.
    assignedSiteId: uuid("assigned_site_id").references(() => sites.id, { onDelete: "set null" }),
    /** The spec's values, as shown: Actif, Repos, En congé, Indisponible. */
    status: text("status").notNull().default("Actif"),
    photo: text("photo"),
    certifications: jsonb("certifications").$type<string[]>().notNull().default([]),
    /** CNAPS professional card, valid up to and including its expiry date. */
    professionalCardNumber: text("professional_card_number"),
    professionalCardExpiry: date("professional_card_expiry", { mode: "string" }),
    /** SHA-256 (hex) of the secret of the agent's calendar feed link; the secret itself is never stored. */
    calendarTokenHash: text("calendar_token_hash"),
    calendarTokenCreatedAt: timestamp("calendar_token_created_at", { withTimezone: true }),
    /** What the automatic scheduler plans him by (decision 126); null: the company's defaults. */
    planningProfile: jsonb("planning_profile").$type<TAgentPlanningProfile>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("agents_company_name_idx").on(t.companyId, t.name),
    index("agents_company_status_idx").on(t.companyId, t.status),
    uniqueIndex("agents_company_badge_unique").on(t.companyId, t.badge),
    uniqueIndex("agents_user_unique").on(t.userId),
    uniqueIndex("agents_calendar_token_unique").on(t.calendarTokenHash),
    index("agents_assigned_site_idx").on(t.assignedSiteId),
    check("agents_status_check", sql`${t.status} in ('Actif', 'Repos', 'En congé', 'Indisponible')`),
    check("agents_level_check", sql`${t.level} in ('junior', 'senior', 'expert')`),
  ],
);

/** Leave and declared unavailability, whole local days, both bounds included. */
export const agentUnavailability = pgTable(
  "agent_unavailability",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().default("leave"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("agent_unavailability_company_idx").on(t.companyId, t.startDate),
    index("agent_unavailability_agent_idx").on(t.agentId, t.startDate),
    check("agent_unavailability_kind_check", sql`${t.kind} in ('leave', 'unavailable')`),
    check("agent_unavailability_dates_check", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * One shift table for every screen. The planner's view (local date, "HH:mm" times, an end at or before
 * the start meaning the next day) is kept as sent; `starts_at`/`ends_at` are the real instants, computed
 * in Europe/Paris, that range queries, "in progress now" and the calendar feed use.
 */
export const shifts = pgTable(
  "shifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    // Shifts are the history of work (payroll hours): their agent and site cannot silently disappear.
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "restrict" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    shiftDate: date("shift_date", { mode: "string" }).notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    breakMinutes: integer("break_minutes").notNull().default(30),
    shiftType: text("shift_type").notNull().default("regular"),
    status: text("status").notNull().default("scheduled"),
    notes: text("notes"),
    /** The post held on the site ('Accueil', 'Ronde'...): post orders and lone-worker rules target it. */
    post: text("post"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("shifts_company_start_idx").on(t.companyId, t.startsAt),
    index("shifts_agent_start_idx").on(t.agentId, t.startsAt),
    index("shifts_site_idx").on(t.siteId),
    check("shifts_times_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("shifts_status_check", sql`${t.status} in ('scheduled', 'in_progress', 'completed', 'cancelled')`),
    check("shifts_break_check", sql`${t.breakMinutes} >= 0`),
  ],
);

export const shiftTemplates = pgTable(
  "shift_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text("name").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    color: text("color").notNull().default("#3B82F6"),
    paidBreakMinutes: integer("paid_break_minutes").notNull().default(30),
    unpaidBreakMinutes: integer("unpaid_break_minutes").notNull().default(0),
    shiftType: text("shift_type").notNull().default("regular"),
    createdAt: createdAt(),
  },
  (t) => [index("shift_templates_company_name_idx").on(t.companyId, t.name)],
);

// ---- Security reports, and reports and analyses (issue: security reports and exports) ----

/** Files kept as the bytes that were sent; PGlite answers Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export type TSecurityIncidentRow = { type: string; description: string; measuresTaken: string | null };
export type TSecurityInterventionRow = { description: string; agentName: string | null; time: string | null };

export const securityReports = pgTable(
  "security_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    // A signed report is a record about its site: the site cannot disappear under it.
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    geolocation: text("geolocation"),
    incidents: jsonb("incidents").$type<TSecurityIncidentRow[]>().notNull().default([]),
    interventions: jsonb("interventions").$type<TSecurityInterventionRow[]>().notNull().default([]),
    repairs: text("repairs"),
    improvements: text("improvements"),
    observations: text("observations"),
    comments: text("comments"),
    responsibleName: text("responsible_name").notNull(),
    /** PNG data URL, checked (magic bytes, 500 KB) before it is stored. */
    responsibleSignature: text("responsible_signature"),
    status: text("status").notNull().default("draft"),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as text so a signed report keeps its author after the account is deleted. */
    generatedByName: text("generated_by_name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finalizedAt: timestamp("finalized_at", { withTimezone: true }),
    finalizedById: uuid("finalized_by_id").references(() => users.id, { onDelete: "set null" }),
    finalizedByName: text("finalized_by_name"),
    /** SHA-256 (hex) of the canonical JSON of the content, fixed at finalization. */
    contentHash: text("content_hash"),
    /** Stored photos shown in the report (`media` ids), embedded in the PDF (issue 23). */
    photoIds: jsonb("photo_ids").$type<string[]>().notNull().default([]),
    /** The shift whose daily activity report this is, when generated at its end (issue 23). */
    shiftId: uuid("shift_id"),
  },
  (t) => [
    index("security_reports_company_created_idx").on(t.companyId, t.createdAt, t.id),
    index("security_reports_company_period_idx").on(t.companyId, t.periodStart),
    index("security_reports_site_idx").on(t.siteId),
    check("security_reports_status_check", sql`${t.status} in ('draft', 'finalized', 'exported')`),
    check("security_reports_period_check", sql`${t.periodEnd} >= ${t.periodStart}`),
    // Finalized means frozen: the hash and who finalized it are there from then on.
    check(
      "security_reports_finalized_check",
      sql`${t.status} = 'draft' or (${t.finalizedAt} is not null and ${t.contentHash} is not null)`,
    ),
  ],
);

/** The exact file last exported per report and format: the download is these bytes. */
export const securityReportExports = pgTable(
  "security_report_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    reportId: uuid("report_id")
      .notNull()
      .references(() => securityReports.id, { onDelete: "cascade" }),
    format: text("format").notNull(),
    filename: text("filename").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    exportedAt: timestamp("exported_at", { withTimezone: true }).notNull().defaultNow(),
    exportedById: uuid("exported_by_id").references(() => users.id, { onDelete: "set null" }),
    exportedByName: text("exported_by_name").notNull(),
  },
  (t) => [
    uniqueIndex("security_report_exports_report_format_unique").on(t.reportId, t.format),
    index("security_report_exports_company_idx").on(t.companyId),
    check("security_report_exports_format_check", sql`${t.format} in ('pdf', 'docx', 'xlsx')`),
  ],
);

/** Report generation jobs of /dashboard/reports, run one at a time by the in-process worker. */
export const reportJobs = pgTable(
  "report_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    title: text("title").notNull(),
    type: text("type").notNull(),
    format: text("format").notNull(),
    period: text("period").notNull(),
    periodLabel: text("period_label").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "set null" }),
    /** The site's name at request time, or "Tous les sites". */
    siteName: text("site_name").notNull(),
    includeGraphs: boolean("include_graphs").notNull().default(true),
    status: text("status").notNull().default("queued"),
    progress: integer("progress").notNull().default(0),
    sizeBytes: integer("size_bytes"),
    filename: text("filename").notNull(),
    file: bytea("file"),
    /** The language the file is written in: the requester's, when he asked (issue 29). */
    language: text("language").notNull().default("fr"),
    error: text("error"),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("report_jobs_company_created_idx").on(t.companyId, t.createdAt, t.id),
    // The worker's queue: oldest queued job first.
    index("report_jobs_status_created_idx").on(t.status, t.createdAt),
    check("report_jobs_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check("report_jobs_format_check", sql`${t.format} in ('pdf', 'excel')`),
    check(
      "report_jobs_type_check",
      sql`${t.type} in ('security', 'incidents', 'attendance', 'access', 'cameras', 'alarms')`,
    ),
    check("report_jobs_progress_check", sql`${t.progress} between 0 and 100`),
  ],
);

// ---- Accounts, sign-in security, mail and settings (issue 10) ----

/**
 * Single-use secrets sent to a person: invitation links, password reset links, and the challenge of a
 * two-factor login's first step. Only their SHA-256 is stored.
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Wrong codes tried on a two-factor challenge; it dies at 5. */
    attempts: integer("attempts").notNull().default(0),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_tokens_token_hash_unique").on(t.tokenHash),
    index("user_tokens_user_idx").on(t.userId, t.kind),
    check("user_tokens_kind_check", sql`${t.kind} in ('invitation', 'password-reset', 'two-factor-login')`),
  ],
);

/** Two-factor recovery codes: ten per enrolment, each usable once, stored as SHA-256. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/**
 * E-mails written in a business transaction (critical alarms, maintenance notices) and sent after its
 * commit by the mail worker, with retries: never a mail for a change that rolled back.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [index("mail_outbox_pending_idx").on(t.sentAt, t.createdAt)],
);
// ---- Camera snapshots (issue 14) ----

/** A JPEG grabbed from a camera's stream, kept for download and attachable to an alarm or a report incident. */
export const cameraSnapshots = pgTable(
  "camera_snapshots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    // Evidence outlives the camera: a deleted camera leaves its snapshots, with its name.
    cameraId: uuid("camera_id").references(() => cameras.id, { onDelete: "set null" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** The camera's name when the picture was taken (it may be renamed later). */
    cameraName: text("camera_name").notNull(),
    image: bytea("image").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    takenById: uuid("taken_by_id").references(() => users.id, { onDelete: "set null" }),
    takenByName: text("taken_by_name"),
    alarmId: uuid("alarm_id").references(() => alarms.id, { onDelete: "set null" }),
    securityReportId: uuid("security_report_id").references(() => securityReports.id, {
      onDelete: "set null",
    }),
    incidentIndex: integer("incident_index"),
    createdAt: createdAt(),
  },
  (t) => [
    index("camera_snapshots_camera_created_idx").on(t.cameraId, t.createdAt),
    index("camera_snapshots_alarm_idx").on(t.alarmId),
    index("camera_snapshots_report_idx").on(t.securityReportId),
    index("camera_snapshots_company_created_idx").on(t.companyId, t.createdAt),
  ],
);

// ---- Access control (issue 11) ----

/** Per-company access settings and the secret that signs QR badges (never sent to a client). */
export const accessSettings = pgTable("access_settings", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** One row per company (unique): inserted on first use with `on conflict do nothing`. */
  companyId: companyId().unique("access_settings_company_unique"),
  /** HMAC-SHA256 key of the company's QR tokens, base64url; replacing it voids every printed badge. */
  qrSecret: text("qr_secret").notNull(),
  refusalAlarmCount: integer("refusal_alarm_count").notNull().default(3),
  refusalAlarmMinutes: integer("refusal_alarm_minutes").notNull().default(5),
  logRetentionDays: integer("log_retention_days").notNull().default(90),
  /** A badge that entered a zone must exit before entering again (decision 082). Off by default. */
  antiPassback: boolean("anti_passback").notNull().default(false),
  /** False once the company uses dynamic QR codes only: printed (static) codes are refused. */
  staticQrAllowed: boolean("static_qr_allowed").notNull().default(true),
  updatedAt: updatedAt(),
});

export const badges = pgTable(
  "badges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    /** The badge number printed on the card, unique within the company. */
    badgeId: text("badge_id").notNull(),
    holderName: text("holder_name").notNull(),
    holderKind: text("holder_kind").notNull().default("employee"),
    agentId: uuid("agent_id").references(() => agents.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    department: text("department"),
    badgeType: text("badge_type").notNull().default("qrcode"),
    /** Valid up to and including this day (Europe/Paris). */
    expiryDate: date("expiry_date", { mode: "string" }),
    status: text("status").notNull().default("Actif"),
    /** Raised by each re-issue: the QR token signs it, so older prints are refused. */
    version: integer("version").notNull().default(1),
    /** NFC card uid, upper-case hex without separators. */
    nfcUid: text("nfc_uid"),
    /** Only the rotating QR code of the holder's phone opens for this badge (decision 082). */
    dynamicQrOnly: boolean("dynamic_qr_only").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("badges_company_badge_unique").on(t.companyId, t.badgeId),
    uniqueIndex("badges_company_nfc_unique").on(t.companyId, t.nfcUid),
    index("badges_company_holder_idx").on(t.companyId, t.holderName),
    check("badges_type_check", sql`${t.badgeType} in ('qrcode', 'nfc')`),
    check("badges_status_check", sql`${t.status} in ('Actif', 'Désactivé')`),
    check("badges_holder_kind_check", sql`${t.holderKind} in ('employee', 'visitor', 'agent', 'user')`),
  ],
);

export const accessPoints = pgTable(
  "access_points",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    // A site with access points cannot be deleted, only deactivated (sites.service).
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    location: text("location").notNull(),
    direction: text("direction").notNull().default("entrée"),
    /** The zone this point opens onto, within its site ('' = the whole site): anti-passback's unit. */
    zone: text("zone").notNull().default(""),
    status: text("status").notNull().default("Actif"),
    /** Who may pass and when (TAccessRule). */
    rule: jsonb("rule").notNull(),
    /** SHA-256 (hex) of the reader key; the key itself is shown once and never stored. */
    readerKeyHash: text("reader_key_hash").notNull(),
    keyCreatedAt: timestamp("key_created_at", { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
    /** When this point last raised a refusal alarm: one alarm per window, claimed atomically. */
    lastAlarmAt: timestamp("last_alarm_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("access_points_reader_key_unique").on(t.readerKeyHash),
    index("access_points_company_name_idx").on(t.companyId, t.name),
    index("access_points_site_idx").on(t.siteId),
    check("access_points_status_check", sql`${t.status} in ('Actif', 'Maintenance')`),
    check("access_points_direction_check", sql`${t.direction} in ('entrée', 'sortie')`),
  ],
);

/**
 * Badges inside a zone (anti-passback, decision 082): a row per badge and zone, inserted by a granted
 * entry, deleted by an exit or an operator's reset. The unique key makes two entries at once one.
 */
export const badgePresence = pgTable(
  "badge_presence",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    badgeRef: uuid("badge_ref")
      .notNull()
      .references(() => badges.id, { onDelete: "cascade" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    zone: text("zone").notNull(),
    accessPointId: uuid("access_point_id").references(() => accessPoints.id, { onDelete: "set null" }),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("badge_presence_badge_zone_unique").on(t.badgeRef, t.siteId, t.zone),
    index("badge_presence_company_idx").on(t.companyId, t.since),
  ],
);

/** One row per presentation of a badge at a reader, granted or refused; purged after the retention. */
export const accessLogs = pgTable(
  "access_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    accessPointId: uuid("access_point_id").references(() => accessPoints.id, { onDelete: "set null" }),
    badgeRef: uuid("badge_ref").references(() => badges.id, { onDelete: "set null" }),
    // The names as they were at the time: the log survives renames and deletions.
    personName: text("person_name").notNull(),
    badgeId: text("badge_id").notNull(),
    department: text("department"),
    status: text("status").notNull(),
    reason: text("reason").notNull(),
    reasonCode: text("reason_code").notNull(),
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "set null" }),
    siteName: text("site_name").notNull(),
    location: text("location").notNull(),
    /** The point's direction ('entrée' or 'sortie'). */
    accessType: text("access_type").notNull(),
    method: text("method").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("access_logs_company_at_idx").on(t.companyId, t.at, t.id),
    index("access_logs_company_status_at_idx").on(t.companyId, t.status, t.at, t.id),
    index("access_logs_point_at_idx").on(t.accessPointId, t.at),
    check("access_logs_status_check", sql`${t.status} in ('Autorisé', 'Refusé')`),
    check("access_logs_method_check", sql`${t.method} in ('qrcode', 'nfc')`),
  ],
);

/**
 * Dated payroll rates (decision 050): each version applies from its month until the next one. A month
 * before the first version uses the rates kept in `companies.settings.payroll` (older releases), or the
 * agreement's defaults.
 */
export const payrollSettingsVersions = pgTable(
  "payroll_settings_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    /** "YYYY-MM": the first month the rates apply to. */
    effectiveFrom: text("effective_from").notNull(),
    settings: jsonb("settings").notNull(),
    createdAt: createdAt(),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
  },
  (t) => [
    uniqueIndex("payroll_settings_versions_company_month_idx").on(t.companyId, t.effectiveFrom),
    check("payroll_settings_versions_month_check", sql`${t.effectiveFrom} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

// ---- Radio POC 4G (issue 12; decisions 033, 034) ----

export const radioChannels = pgTable(
  "radio_channels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text("name").notNull(),
    type: text("type").notNull().default("site"),
    description: text("description"),
    priority: integer("priority").notNull().default(0),
    /** The company's emergency channel, created with the company's first radio call; never deleted. */
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("radio_channels_company_name_unique").on(t.companyId, t.name),
    uniqueIndex("radio_channels_company_default_unique").on(t.companyId).where(sql`${t.isDefault}`),
    check("radio_channels_type_check", sql`${t.type} in ('site', 'emergency', 'general', 'team')`),
    check("radio_channels_priority_check", sql`${t.priority} in (0, 1, 2)`),
  ],
);

export const radios = pgTable(
  "radios",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    /** The IMEI (15 digits, Luhn check digit). */
    imei: text("imei").notNull(),
    serialNumber: text("serial_number").notNull(),
    agentId: uuid("agent_id").references(() => agents.id, { onDelete: "set null" }),
    currentChannelId: uuid("current_channel_id").references(() => radioChannels.id, { onDelete: "set null" }),
    battery: integer("battery"),
    signalStrength: integer("signal_strength"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    locatedAt: timestamp("located_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    /** SHA-256 (hex) of the radio's telemetry key; the key is shown once (decision 034). */
    keyHash: text("key_hash"),
    keyCreatedAt: timestamp("key_created_at", { withTimezone: true }),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("radios_company_imei_unique").on(t.companyId, t.imei),
    uniqueIndex("radios_key_unique").on(t.keyHash),
    index("radios_agent_idx").on(t.agentId),
    check("radios_battery_check", sql`${t.battery} between 0 and 100`),
    check("radios_signal_check", sql`${t.signalStrength} between 0 and 100`),
  ],
);

/** Who is on a channel: agents (their radios and browsers) or radios without an agent. */
export const radioChannelMembers = pgTable(
  "radio_channel_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    channelId: uuid("channel_id")
      .notNull()
      .references(() => radioChannels.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id").references(() => agents.id, { onDelete: "cascade" }),
    radioId: uuid("radio_id").references(() => radios.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("radio_channel_members_channel_idx").on(t.channelId),
    uniqueIndex("radio_channel_members_agent_unique").on(t.channelId, t.agentId),
    uniqueIndex("radio_channel_members_radio_unique").on(t.channelId, t.radioId),
    check("radio_channel_members_one_check", sql`num_nonnulls(${t.agentId}, ${t.radioId}) = 1`),
  ],
);

export type TStoredRadioAnalysis = { categories: string[]; keywords: string[]; engine: string };

export const radioCommunications = pgTable(
  "radio_communications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    radioId: uuid("radio_id").references(() => radios.id, { onDelete: "set null" }),
    channelId: uuid("channel_id").references(() => radioChannels.id, { onDelete: "set null" }),
    agentId: uuid("agent_id").references(() => agents.id, { onDelete: "set null" }),
    /** Names as they were, so history survives the agent's or channel's deletion. */
    fromAgentName: text("from_agent_name"),
    channelName: text("channel_name"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    transcript: text("transcript").notNull(),
    emergencyDetected: boolean("emergency_detected").notNull().default(false),
    analysis: jsonb("analysis").$type<TStoredRadioAnalysis>().notNull(),
    /** A push-to-talk clip from the browser: its account, and whether `radio_clips` holds audio. */
    senderUserId: uuid("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    hasAudio: boolean("has_audio").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("radio_communications_company_at_idx").on(t.companyId, t.at, t.id),
    index("radio_communications_radio_idx").on(t.radioId),
  ],
);

export const radioAlerts = pgTable(
  "radio_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    radioId: uuid("radio_id").references(() => radios.id, { onDelete: "set null" }),
    communicationId: uuid("communication_id").references(() => radioCommunications.id, {
      onDelete: "set null",
    }),
    alarmId: uuid("alarm_id").references(() => alarms.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    severity: text("severity").notNull(),
    status: text("status").notNull().default("active"),
    agentId: uuid("agent_id").references(() => agents.id, { onDelete: "set null" }),
    agentName: text("agent_name"),
    /** Description and recommendation as templates, rendered in the reader's language (decision 014). */
    description: jsonb("description").$type<TServerText>().notNull(),
    recommendation: jsonb("recommendation").$type<TServerText>().notNull(),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    dispatchedAgentId: uuid("dispatched_agent_id").references(() => agents.id, { onDelete: "set null" }),
    dispatchedAgentName: text("dispatched_agent_name"),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedById: uuid("acknowledged_by_id").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("radio_alerts_company_status_idx").on(t.companyId, t.status, t.createdAt),
    index("radio_alerts_radio_idx").on(t.radioId, t.type, t.status),
    check("radio_alerts_status_check", sql`${t.status} in ('active', 'acknowledged', 'resolved')`),
  ],
);

/** The audio of a push-to-talk transmission (Opus), apart so that lists never read it. */
export const radioClips = pgTable(
  "radio_clips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    communicationId: uuid("communication_id")
      .notNull()
      .references(() => radioCommunications.id, { onDelete: "cascade" }),
    mime: text("mime").notNull(),
    /** "ptt-<time>.webm": the name the clip has in a backup's documents/. */
    filename: text("filename").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("radio_clips_communication_unique").on(t.communicationId)],
);

// ---- The field: the agent's phone app (issue 22) ----

/**
 * Every clock action of an agent, as done on the phone: the device's time (`occurred_at`, possibly
 * hours before it reached us when sent from an offline queue) and ours (`received_at`). `client_id`
 * is made by the phone once per action, so a replay of the same action is applied once.
 */
export const attendanceEvents = pgTable(
  "attendance_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "restrict" }),
    shiftId: uuid("shift_id").references(() => shifts.id, { onDelete: "set null" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    clientId: uuid("client_id").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    accuracy: doublePrecision("accuracy"),
    /** Metres from the site's position when both were known. */
    distanceM: integer("distance_m"),
    /** What the rules noticed: 'unplanned', 'outside_radius', 'outside_window', 'late'... */
    flags: jsonb("flags").$type<string[]>().notNull().default([]),
    exceptionReason: text("exception_reason"),
    /** Set for an exception managers must look at: 'pending', then 'approved' or 'rejected'. */
    reviewStatus: text("review_status"),
    reviewedById: uuid("reviewed_by_id").references(() => users.id, { onDelete: "set null" }),
    reviewedByName: text("reviewed_by_name"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("attendance_events_agent_client_unique").on(t.agentId, t.clientId),
    index("attendance_events_agent_occurred_idx").on(t.agentId, t.occurredAt),
    index("attendance_events_company_occurred_idx").on(t.companyId, t.occurredAt),
    index("attendance_events_shift_idx").on(t.shiftId),
    check(
      "attendance_events_kind_check",
      sql`${t.kind} in ('clock_in', 'clock_out', 'break_start', 'break_end')`,
    ),
    check(
      "attendance_events_review_check",
      sql`${t.reviewStatus} is null or ${t.reviewStatus} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);

/** The last position each agent's phone sent (clock actions, check answers, SOS, periodic pings). */
export const agentPositions = pgTable(
  "agent_positions",
  {
    agentId: uuid("agent_id")
      .primaryKey()
      .references(() => agents.id, { onDelete: "cascade" }),
    companyId: companyId(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    accuracy: doublePrecision("accuracy"),
    /** The device's time of the fix. */
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    source: text("source").notNull().default("ping"),
  },
  (t) => [index("agent_positions_company_idx").on(t.companyId)],
);

/**
 * Lone-worker checks ('Tout va bien ?', PTI): one row per check due for an agent on duty. A missed
 * check raises one critical alarm (`alarm_id`); operators take it and resolve it through the alarm.
 */
export const loneWorkerChecks = pgTable(
  "lone_worker_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    shiftId: uuid("shift_id").references(() => shifts.id, { onDelete: "set null" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    graceMinutes: integer("grace_minutes").notNull().default(10),
    /** 'pending' until answered ('ok') or missed ('missed', with its alarm), or 'cancelled' at clock-out. */
    status: text("status").notNull().default("pending"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answerClientId: uuid("answer_client_id"),
    alarmId: uuid("alarm_id").references(() => alarms.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("lone_worker_checks_company_status_due_idx").on(t.companyId, t.status, t.dueAt),
    index("lone_worker_checks_status_due_idx").on(t.status, t.dueAt),
    index("lone_worker_checks_agent_due_idx").on(t.agentId, t.dueAt),
    check("lone_worker_checks_status_check", sql`${t.status} in ('pending', 'ok', 'missed', 'cancelled')`),
    // One open check per agent: two job cycles (or instances) cannot both create one.
    uniqueIndex("lone_worker_checks_agent_pending_unique").on(t.agentId).where(sql`status = 'pending'`),
  ],
);

/**
 * Post orders (consignes) of a site, or of one post on it (`post` '' = the whole site): a title and
 * immutable versions; the current one is the highest number. Decision 085.
 */
export const postOrders = pgTable(
  "post_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    post: text("post").notNull().default(""),
    title: text("title").notNull(),
    currentVersion: integer("current_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("post_orders_site_post_unique").on(t.siteId, t.post),
    index("post_orders_company_site_idx").on(t.companyId, t.siteId),
  ],
);

/** One published text of a post order; never updated (a correction is a new version). */
export const postOrderVersions = pgTable(
  "post_order_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    postOrderId: uuid("post_order_id")
      .notNull()
      .references(() => postOrders.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedById: uuid("published_by_id").references(() => users.id, { onDelete: "set null" }),
    publishedByName: text("published_by_name"),
  },
  (t) => [uniqueIndex("post_order_versions_order_version_unique").on(t.postOrderId, t.version)],
);

/** A file of a version (PDF or picture, type read from its bytes), kept as sent. */
export const postOrderAttachments = pgTable(
  "post_order_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    versionId: uuid("version_id")
      .notNull()
      .references(() => postOrderVersions.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("post_order_attachments_version_idx").on(t.versionId),
    check(
      "post_order_attachments_type_check",
      sql`${t.contentType} in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')`,
    ),
  ],
);

/** 'J'ai lu et compris': one per version and agent, with the phone's time and ours. */
export const postOrderAcknowledgements = pgTable(
  "post_order_acknowledgements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    versionId: uuid("version_id")
      .notNull()
      .references(() => postOrderVersions.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    clientId: uuid("client_id").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("post_order_acks_version_agent_unique").on(t.versionId, t.agentId),
    uniqueIndex("post_order_acks_agent_client_unique").on(t.agentId, t.clientId),
  ],
);

/** Lone-worker (PTI) rule of a site or of one post on it (`post` '' = the whole site). Decision 086. */
export const loneWorkerPolicies = pgTable(
  "lone_worker_policies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    post: text("post").notNull().default(""),
    intervalMin: integer("interval_min").notNull().default(60),
    graceMin: integer("grace_min").notNull().default(10),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("lone_worker_policies_site_post_unique").on(t.siteId, t.post),
    index("lone_worker_policies_company_idx").on(t.companyId),
    check("lone_worker_policies_interval_check", sql`${t.intervalMin} between 5 and 480`),
    check("lone_worker_policies_grace_check", sql`${t.graceMin} between 1 and 60`),
  ],
);

/** An SOS sent from the agent app: its client id makes a replay from the offline queue harmless. */
export const agentSosEvents = pgTable(
  "agent_sos_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    clientId: uuid("client_id").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    accuracy: doublePrecision("accuracy"),
    alarmId: uuid("alarm_id").references(() => alarms.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("agent_sos_events_agent_client_unique").on(t.agentId, t.clientId),
    index("agent_sos_events_company_idx").on(t.companyId, t.receivedAt),
  ],
);

/**
 * 'Prise de service non effectuée' (issue 22): one row per shift whose clock-in was missed, inserted
 * with `on conflict do nothing` before the alarm is raised, so two instances raise it once.
 */
export const shiftAttendanceAlerts = pgTable(
  "shift_attendance_alerts",
  {
    // Every company table has an `id` (company backups page and restore on it).
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    shiftId: uuid("shift_id")
      .notNull()
      .references(() => shifts.id, { onDelete: "cascade" }),
    alarmId: uuid("alarm_id").references(() => alarms.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("shift_attendance_alerts_shift_unique").on(t.shiftId)],
);

/** Worked minutes of an agent's day as validated by a manager (timesheets); payroll prefers them. */
export const timesheetDays = pgTable(
  "timesheet_days",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    workDate: date("work_date", { mode: "string" }).notNull(),
    plannedMinutes: integer("planned_minutes").notNull(),
    workedMinutes: integer("worked_minutes").notNull(),
    validatedById: uuid("validated_by_id").references(() => users.id, { onDelete: "set null" }),
    validatedByName: text("validated_by_name").notNull(),
    validatedAt: timestamp("validated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("timesheet_days_agent_date_unique").on(t.agentId, t.workDate),
    index("timesheet_days_company_date_idx").on(t.companyId, t.workDate),
    check("timesheet_days_minutes_check", sql`${t.workedMinutes} >= 0 and ${t.plannedMinutes} >= 0`),
  ],
);

// ---- Web Push (issue 22, slice C, decision 088) ----

/**
 * The installation's VAPID key pair (RFC 8292), made at the first need and kept here so that every
 * instance signs with the same key and subscriptions survive restarts. One row; never logged, never in
 * a company backup (it belongs to no company).
 */
export const pushVapidKeys = pgTable(
  "push_vapid_keys",
  {
    id: integer("id").primaryKey().default(1),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("push_vapid_keys_single_check", sql`${t.id} = 1`)],
);

/** A browser's push subscription for one user, with the kinds of messages the user opted in to. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The push service's URL for this browser: unique, a browser re-subscribing replaces its row. */
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    kinds: jsonb("kinds").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    failures: integer("failures").notNull().default(0),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

// ---- Automatic scheduling (issue 24) ----

/**
 * A post to cover on a site: a named slot ("Nuit" 19:00-07:00), the agents it needs per day type or
 * per date, the qualifications it needs, when it applies, and what a missing or an extra agent costs.
 */
export const coveragePosts = pgTable(
  "coverage_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    required: jsonb("required")
      .$type<{ weekday: number; saturday: number; sunday: number; holiday: number }>()
      .notNull(),
    dateCounts: jsonb("date_counts").$type<{ date: string; count: number }[]>().notNull().default([]),
    qualifications: jsonb("qualifications").$type<string[]>().notNull().default([]),
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    missingCost: integer("missing_cost").notNull().default(1000),
    extraCost: integer("extra_cost").notNull().default(50),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("coverage_posts_site_name_unique").on(t.siteId, t.name),
    index("coverage_posts_company_site_idx").on(t.companyId, t.siteId),
    check("coverage_posts_costs_check", sql`${t.missingCost} >= 0 and ${t.extraCost} >= 0`),
    check(
      "coverage_posts_validity_check",
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`,
    ),
  ],
);

// ---- Patrol tours (issue 23, decision 094) ----

/** The per-company key that signs checkpoint QR labels (HMAC-SHA-256): a label cannot be forged or moved. */
export const tourKeys = pgTable("tour_keys", {
  id: uuid("id").primaryKey().defaultRandom(),
  companyId: companyId().unique(),
  qrSecret: text("qr_secret").notNull(),
  createdAt: createdAt(),
});

/** A checkpoint of a site: an NFC tag (its serial), a printed QR label, or a GPS point with a radius. */
export const tourCheckpoints = pgTable(
  "tour_checkpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    location: text("location").notNull().default(""),
    kind: text("kind").notNull(),
    nfcSerial: text("nfc_serial"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    radiusM: integer("radius_m").notNull().default(30),
    taskKind: text("task_kind").notNull().default("none"),
    taskQuestion: text("task_question"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tour_checkpoints_company_site_idx").on(t.companyId, t.siteId),
    uniqueIndex("tour_checkpoints_company_serial_unique")
      .on(t.companyId, t.nfcSerial)
      .where(sql`nfc_serial is not null`),
    check("tour_checkpoints_kind_check", sql`${t.kind} in ('nfc', 'qr', 'gps')`),
    check("tour_checkpoints_task_check", sql`${t.taskKind} in ('none', 'yes_no', 'number', 'photo')`),
  ],
);

/** A tour of a site: its stops in order (`stops` jsonb), duration, schedule and alarm severity. */
export const tours = pgTable(
  "tours",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The post it belongs to; null = every post of the site. */
    post: text("post"),
    ordered: boolean("ordered").notNull().default(true),
    expectedMinutes: integer("expected_minutes").notNull(),
    severity: text("severity").notNull().default("important"),
    schedule: jsonb("schedule").$type<TTourSchedule>().notNull().default({ mode: "none" }),
    stops: jsonb("stops").$type<{ checkpoint_id: string; window_min: number | null }[]>().notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tours_company_site_idx").on(t.companyId, t.siteId),
    check("tours_severity_check", sql`${t.severity} in ('critique', 'important', 'moyen', 'faible')`),
  ],
);

/** A tour walked by an agent; its id is made by the phone (offline start), unique per company. */
export const tourRuns = pgTable(
  "tour_runs",
  {
    id: uuid("id").primaryKey(),
    companyId: companyId(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    shiftId: uuid("shift_id").references(() => shifts.id, { onDelete: "set null" }),
    /** The tour's name, stops and duration when it started: editing the tour does not rewrite history. */
    tourName: text("tour_name").notNull(),
    stops: jsonb("stops").$type<{ checkpoint_id: string; window_min: number | null }[]>().notNull(),
    ordered: boolean("ordered").notNull(),
    expectedMinutes: integer("expected_minutes").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    status: text("status").notNull().default("in_progress"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    accuracy: doublePrecision("accuracy"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("tour_runs_company_started_idx").on(t.companyId, t.startedAt),
    index("tour_runs_status_idx").on(t.status, t.startedAt),
    index("tour_runs_agent_started_idx").on(t.agentId, t.startedAt),
    index("tour_runs_tour_started_idx").on(t.tourId, t.startedAt),
    check("tour_runs_status_check", sql`${t.status} in ('in_progress', 'completed', 'incomplete')`),
  ],
);

/** One checkpoint passed during a run, with the device's time, the receipt time and the position. */
export const tourScans = pgTable(
  "tour_scans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    runId: uuid("run_id")
      .notNull()
      .references(() => tourRuns.id, { onDelete: "cascade" }),
    checkpointId: uuid("checkpoint_id")
      .notNull()
      .references(() => tourCheckpoints.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    clientId: uuid("client_id").notNull(),
    method: text("method").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    accuracy: doublePrecision("accuracy"),
    /** 'oui'/'non' or the number read, as text. */
    answer: text("answer"),
    photoId: uuid("photo_id"),
    manualReason: text("manual_reason"),
    /** 'manual', 'too_fast', 'repeated', 'out_of_order', 'late'. */
    flags: jsonb("flags").$type<string[]>().notNull().default([]),
    alarmId: uuid("alarm_id").references(() => alarms.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("tour_scans_agent_client_unique").on(t.agentId, t.clientId),
    index("tour_scans_run_idx").on(t.runId, t.occurredAt),
    index("tour_scans_company_occurred_idx").on(t.companyId, t.occurredAt),
    // The board's count of the day's flagged scans (decision 139): a few in a hundred of the day's scans.
    index("tour_scans_flagged_idx")
      .on(t.companyId, t.occurredAt)
      .where(sql`jsonb_array_length(${t.flags}) > 0`),
    check("tour_scans_method_check", sql`${t.method} in ('nfc', 'qr', 'gps', 'manual')`),
  ],
);

/**
 * One alarm per late run, missed tour occurrence or missed checkpoint: the row is inserted with
 * `on conflict do nothing` before the alarm is raised, so two instances or cycles raise it once.
 */
export const tourAlerts = pgTable(
  "tour_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    /** 'late' (key: run), 'missed' (key: tour and due time), 'checkpoint' (key: run and checkpoint). */
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    alarmId: uuid("alarm_id").references(() => alarms.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tour_alerts_kind_key_unique").on(t.kind, t.key),
    index("tour_alerts_company_created_idx").on(t.companyId, t.createdAt),
    check("tour_alerts_kind_check", sql`${t.kind} in ('late', 'missed', 'checkpoint')`),
  ],
);

/**
 * Stored files (decision 096): the bytes live in the storage (content-addressed by SHA-256 under
 * DATA_DIR, per company), this row says whose they are and which record owns them for the rights.
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    sha256: text("sha256").notNull(),
    mime: text("mime").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** The record that owns the file ('logbook-entry', 'tour-scan'...); null until attached. */
    ownerKind: text("owner_kind"),
    ownerId: uuid("owner_id"),
    /** The site of the record (site-scoped readers), and the shift it was taken on. */
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "set null" }),
    shiftId: uuid("shift_id").references(() => shifts.id, { onDelete: "set null" }),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("media_company_created_idx").on(t.companyId, t.createdAt),
    index("media_company_sha_idx").on(t.companyId, t.sha256),
    index("media_owner_idx").on(t.ownerKind, t.ownerId),
  ],
);

/** Logbook entries (main courante) and incidents written from the agent's phone (issue 23). */
export const logbookEntries = pgTable(
  "logbook_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "restrict" }),
    shiftId: uuid("shift_id").references(() => shifts.id, { onDelete: "set null" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    /** The phone's id of the entry: a replay of the offline queue stores it once. */
    clientId: text("client_id").notNull(),
    category: text("category").notNull(),
    severity: text("severity").notNull(),
    text: text("text").notNull(),
    photoIds: jsonb("photo_ids").$type<string[]>().notNull().default([]),
    alarmId: uuid("alarm_id").references(() => alarms.id, { onDelete: "set null" }),
    /** The phone's time of the entry, and the server's time of its receipt. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    accuracy: doublePrecision("accuracy"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * A manager's decision for the client portal (issue 25): null until decided, then 'approved' or
     * 'rejected'. A client whose incidents are published "after approval" sees approved ones only.
     */
    portalApproval: text("portal_approval"),
    portalApprovalBy: uuid("portal_approval_by").references(() => users.id, { onDelete: "set null" }),
    portalApprovalAt: timestamp("portal_approval_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("logbook_entries_agent_client_unique").on(t.agentId, t.clientId),
    check("logbook_entries_portal_approval_check", sql`${t.portalApproval} in ('approved', 'rejected')`),
    index("logbook_entries_company_site_occurred_idx").on(t.companyId, t.siteId, t.occurredAt),
    index("logbook_entries_shift_idx").on(t.shiftId),
    check(
      "logbook_entries_severity_check",
      sql`${t.severity} in ('info', 'faible', 'moyen', 'important', 'critique')`,
    ),
  ],
);

/** The daily activity report drafted at a shift's end: one per shift, claimed before it is written. */
export const shiftActivityReports = pgTable(
  "shift_activity_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    shiftId: uuid("shift_id")
      .notNull()
      .references(() => shifts.id, { onDelete: "cascade" }),
    reportId: uuid("report_id").references(() => securityReports.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("shift_activity_reports_shift_unique").on(t.shiftId)],
);
// ---- Evidence clips (issue 30, decision 101) ----

/**
 * A clip exported from a camera's recording: an MP4 stored apart from the segments (retention never
 * touches it), its manifest exactly as signed, and the server's Ed25519 signature of that manifest.
 */
export const evidenceClips = pgTable(
  "evidence_clips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    cameraId: uuid("camera_id").references(() => cameras.id, { onDelete: "set null" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    cameraName: text("camera_name").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    /** The manifest's JSON text, byte for byte what was signed. */
    manifest: text("manifest").notNull(),
    /** Ed25519 signature of `manifest` (base64). */
    signature: text("signature").notNull(),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    securityReportId: uuid("security_report_id").references(() => securityReports.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index("evidence_clips_company_created_idx").on(t.companyId, t.createdAt),
    index("evidence_clips_camera_idx").on(t.cameraId),
    index("evidence_clips_report_idx").on(t.securityReportId),
  ],
);

// ---- Clients and their portal (issue 25, decisions 102 and 103) ----

/**
 * The sites a client user may see when not all of his client's sites (none listed: all of them).
 * A site leaving the client takes its rows with it (the service deletes them in the same transaction).
 */
export const clientUserSites = pgTable(
  "client_user_sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("client_user_sites_unique").on(t.userId, t.siteId)],
);

/**
 * What a client user asks of the company from the portal (issue 25): an extra guard, an intervention, a
 * change of post orders, a complaint or a remark, for one of his sites. Managers answer and close it.
 */
export const clientRequests = pgTable(
  "client_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** The day the service is wanted (an extra guard), when the request names one. */
    wantedDate: date("wanted_date", { mode: "string" }),
    status: text("status").notNull().default("open"),
    answer: text("answer"),
    answeredBy: uuid("answered_by").references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("client_requests_company_status_idx").on(t.companyId, t.status, t.createdAt),
    index("client_requests_client_idx").on(t.clientId, t.createdAt),
    check("client_requests_status_check", sql`${t.status} in ('open', 'in_progress', 'closed')`),
  ],
);

/**
 * A client user's choice of an e-mail summary of his sites (issue 25): weekly or monthly; no row, none.
 * `lastPeriod` is the last period sent (an ISO week's Monday or a month's first day), so it goes once.
 */
export const clientSummarySubscriptions = pgTable(
  "client_summary_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    frequency: text("frequency").notNull(),
    lastPeriod: date("last_period", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("client_summary_subscriptions_user_unique").on(t.userId),
    check("client_summary_subscriptions_frequency_check", sql`${t.frequency} in ('weekly', 'monthly')`),
  ],
);
