import { createHash, randomBytes } from "node:crypto";
import { PLANNING_API_MSG, SHIFT_TYPE_LABELS, type TCalendarLink, type TShiftType } from "@hts/domain";
import { asc, eq, gte, lt, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { agents, shifts, sites } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { requireOnRecord, requireScope } from "../../lib/record-access.ts";
import { inTransaction, tenantDb } from "../../lib/tenancy.ts";
import { nextDay } from "../planning/index.ts";
import { type TCalendarEvent, writeCalendar } from "./ical.ts";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;
/** The feed covers two months back and a year ahead: enough for a phone, bounded for the server. */
const PAST_DAYS = 62;
const FUTURE_DAYS = 366;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** From the configured public address (PUBLIC_URL), never from the request's Host header. */
function feedUrl(request: FastifyRequest, token: string): string {
  return `${request.server.appConfig.publicUrl}/api/calendar/${token}.ics`;
}

/**
 * The secret link is personal data (decision 015): the roles that manage people see and rotate every
 * agent's link, an agent only his own (and may regenerate it if it leaked); an operator none (403).
 * A colleague's link answers 404 to an agent, as a record he cannot see.
 */
async function agentForLink(auth: AuthContext, agentId: string) {
  requireScope(auth, "agent-personal", "read");
  const agent = await auth.tenant.findById(agents, agentId);
  await requireOnRecord({
    auth,
    kind: "agent-personal",
    action: "read",
    record: { ownerUserIds: [agent.userId], siteId: null },
  });
  return agent;
}

async function issueToken(
  auth: AuthContext,
  agentId: string,
  request: FastifyRequest,
): Promise<TCalendarLink> {
  const token = randomBytes(32).toString("base64url");
  const createdAt = new Date();
  await inTransaction(auth.tenant, async (t) => {
    await t.updateById(agents, agentId, {
      calendarTokenHash: sha256(token),
      calendarTokenCreatedAt: createdAt,
    });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "rotate",
      entity: "agent_calendar_link",
      entityId: agentId,
    });
  });
  return { url: feedUrl(request, token), active: true, created_at: createdAt.toISOString() };
}

/**
 * Only the SHA-256 of the secret is stored (a leaked backup must not open anyone's planning), so a
 * link can be shown once: when it is created here, or when it is regenerated.
 */
export async function calendarLink({
  auth,
  agentId,
  request,
}: {
  auth: AuthContext;
  agentId: string;
  request: FastifyRequest;
}): Promise<TCalendarLink> {
  const agent = await agentForLink(auth, agentId);
  if (!agent.calendarTokenHash) return issueToken(auth, agentId, request);
  return { url: null, active: true, created_at: agent.calendarTokenCreatedAt?.toISOString() ?? null };
}

export async function rotateCalendarLink({
  auth,
  agentId,
  request,
}: {
  auth: AuthContext;
  agentId: string;
  request: FastifyRequest;
}): Promise<TCalendarLink> {
  await agentForLink(auth, agentId);
  return issueToken(auth, agentId, request);
}

const ICS_STATUS = { scheduled: "CONFIRMED", in_progress: "CONFIRMED", completed: "CONFIRMED" } as const;

/** The .ics text for a feed token, or 404 for an unknown, malformed or rotated token. */
export async function calendarFeed({ db, token, now = new Date() }: { db: Db; token: string; now?: Date }) {
  if (!TOKEN.test(token)) throw notFound(PLANNING_API_MSG.calendarInvalid);
  // The one lookup not scoped by a session: the secret itself designates the agent and its company.
  const [agent] = await db
    .select()
    .from(agents)
    .where(eq(agents.calendarTokenHash, sha256(token)))
    .limit(1);
  if (!agent) throw notFound(PLANNING_API_MSG.calendarInvalid);
  const tenant = tenantDb(db, agent.companyId);
  const rows = await db
    .select({ shift: shifts, siteName: sites.name, siteAddress: sites.address })
    .from(shifts)
    .innerJoin(sites, eq(sites.id, shifts.siteId))
    .where(
      tenant.scope(
        shifts,
        eq(shifts.agentId, agent.id),
        // A cancelled shift simply leaves the feed: subscribers replace the whole calendar on refresh.
        ne(shifts.status, "cancelled"),
        gte(shifts.endsAt, new Date(now.getTime() - PAST_DAYS * DAY_MS)),
        lt(shifts.startsAt, new Date(now.getTime() + FUTURE_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  const events: TCalendarEvent[] = rows.map(({ shift, siteName, siteAddress }) => {
    const endDate = shift.endTime <= shift.startTime ? nextDay(shift.shiftDate) : shift.shiftDate;
    const type = SHIFT_TYPE_LABELS[shift.shiftType as TShiftType] ?? shift.shiftType;
    return {
      uid: `${shift.id}@hts`,
      startLocal: `${shift.shiftDate}T${shift.startTime}`,
      endLocal: `${endDate}T${shift.endTime}`,
      summary: `Garde ${type} – ${siteName}`,
      location: siteAddress,
      description: [`Agent : ${agent.name}`, `Pause : ${shift.breakMinutes} min`, shift.notes]
        .filter(Boolean)
        .join("\n"),
      status: ICS_STATUS[shift.status as keyof typeof ICS_STATUS] ?? "CONFIRMED",
      lastModified: shift.updatedAt,
    };
  });
  return writeCalendar({ name: `Gardes – ${agent.name}`, events, now });
}
