import { publicAgentName, type ZPortalEntry } from "@hts/domain";
import { and, between, desc, eq, inArray, isNull, ne, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { agents, logbookEntries, tourRuns } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";

// Sections of the portal whose records the tours and logbook modules write (issues 23 and 25). The portal
// has already checked the client's scope and the publication setting before calling these: they read
// the rows of the given sites only, through the caller's tenant scope, and say no more of an agent
// than his first name and initial.

export type TPortalEntry = z.infer<typeof ZPortalEntry>;

export type PortalProviderInput = {
  auth: AuthContext;
  siteIds: readonly string[];
  siteNames: ReadonlyMap<string, string>;
  /** For incidents: "approved" keeps those a manager approved. */
  onlyApproved: boolean;
  /** The monthly report's period; the sections show the most recent entries without one. */
  period?: { from: Date; to: Date };
};

/** The most recent entries a section shows; older ones are in the monthly report. */
const SECTION_LIMIT = 200;
/** The incidents a monthly report lists at most (a month of a large client stays a readable PDF). */
const REPORT_LIMIT = 2000;

/** Tour runs of the client's sites, newest first: done, late, missed or incomplete, per tour and night. */
export async function portalTours({
  auth,
  siteIds,
  siteNames,
}: PortalProviderInput): Promise<TPortalEntry[]> {
  if (siteIds.length === 0) return [];
  const rows = await auth.tenant.db
    .select({
      id: tourRuns.id,
      siteId: tourRuns.siteId,
      at: tourRuns.startedAt,
      title: tourRuns.tourName,
      status: tourRuns.status,
      agent: agents.name,
    })
    .from(tourRuns)
    .leftJoin(agents, eq(agents.id, tourRuns.agentId))
    .where(auth.tenant.scope(tourRuns, inArray(tourRuns.siteId, [...siteIds])))
    .orderBy(desc(tourRuns.startedAt))
    .limit(SECTION_LIMIT);
  return rows.map((row) => entry(row, siteNames));
}

/**
 * Incidents (logbook entries above 'info') of the client's sites. With publication "after approval",
 * only those a manager approved one by one (decision 112).
 */
export async function portalIncidents(input: PortalProviderInput): Promise<TPortalEntry[]> {
  return logbookSection(
    input,
    and(
      ne(logbookEntries.severity, "info"),
      input.onlyApproved ? eq(logbookEntries.portalApproval, "approved") : undefined,
    ),
  );
}

/** Logbook (main courante) entries of the client's sites, incidents included. */
export async function portalLogbook(input: PortalProviderInput): Promise<TPortalEntry[]> {
  return logbookSection(input, undefined);
}

async function logbookSection(
  { auth, siteIds, siteNames, period }: PortalProviderInput,
  only: SQL | undefined,
): Promise<TPortalEntry[]> {
  if (siteIds.length === 0) return [];
  const rows = await auth.tenant.db
    .select({
      id: logbookEntries.id,
      siteId: logbookEntries.siteId,
      at: logbookEntries.occurredAt,
      category: logbookEntries.category,
      text: logbookEntries.text,
      status: logbookEntries.severity,
      agent: agents.name,
    })
    .from(logbookEntries)
    .leftJoin(agents, eq(agents.id, logbookEntries.agentId))
    .where(
      auth.tenant.scope(
        logbookEntries,
        inArray(logbookEntries.siteId, [...siteIds]),
        // An entry a manager kept from the client never reaches him, whatever the section.
        or(isNull(logbookEntries.portalApproval), ne(logbookEntries.portalApproval, "rejected")),
        only,
        period ? between(logbookEntries.occurredAt, period.from, period.to) : undefined,
      ),
    )
    .orderBy(desc(logbookEntries.occurredAt))
    .limit(period ? REPORT_LIMIT : SECTION_LIMIT);
  return rows.map(({ category, text, ...row }) =>
    entry(
      { ...row, title: `${category} : ${text.length > 160 ? `${text.slice(0, 159)}…` : text}` },
      siteNames,
    ),
  );
}

/** One line of a section; the agent by first name and initial only (decision 102). */
function entry(
  row: { id: string; siteId: string; at: Date; title: string; status: string | null; agent: string | null },
  siteNames: ReadonlyMap<string, string>,
): TPortalEntry {
  return {
    id: row.id,
    siteId: row.siteId,
    siteName: siteNames.get(row.siteId) ?? "—",
    at: row.at.toISOString(),
    title: row.title,
    status: row.status,
    agent: row.agent ? publicAgentName(row.agent) : null,
  };
}
