import type { TLiveEventType } from "@hts/domain";
import type { FastifyRequest } from "fastify";

// What a write changes, in the words of the caches (issue 31, decision 107). Every cache entry belongs
// to one topic; a write forgets the topics it changes for its company, not the whole company: a new
// alarm forgets the alarm pages, the counters shown by the sites list and the dashboard, but the
// sessions of the company stay found. `field` is the control room's floor (decision 087), `tours` its
// tour board (decision 117). A route
// that declares nothing forgets everything of its company, sessions included (the former rule): a new
// route is safe before it is fast.

export const CACHE_TOPICS = ["alarms", "sites", "dashboard", "field", "tours", "sessions"] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];
/** Everything of the company: what an undeclared write or an unknown event forgets. */
export const ALL_TOPICS: readonly CacheTopic[] = CACHE_TOPICS;

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The cached reads a successful write of this route changes (decision 107). Without it, every cache
     * of the caller's company is forgotten, its sessions included. Never list less than the write
     * changes: a stale read is a bug, an extra forget only a cost.
     */
    changes?: readonly CacheTopic[];
  }
}

/** An alarm raised, resolved, deleted or moved: its pages, the sites' counters, the dashboard. */
export const ALARM_COUNTS_CHANGE: readonly CacheTopic[] = ["alarms", "sites", "dashboard"];
/** An alarm commented, assigned or taken: its pages and the dashboard (recent alarms), no counter. */
export const ALARM_CHANGE: readonly CacheTopic[] = ["alarms", "dashboard"];

/**
 * A clock action (clock-in, break, clock-out, offline sync): the floor; the shift's status, which the
 * dashboard's agents on duty count; and a clock-in resolves the shift's 'Prise de service non
 * effectuée' alarm (its pages, its site's counters). An SOS raises an alarm: the same topics.
 */
export const CLOCK_CHANGE: readonly CacheTopic[] = ["alarms", "sites", "dashboard", "field"];
/** A position, a 'Tout va bien ?' answer, a lone-worker policy: the floor only (no counter, no alarm). */
export const FIELD_CHANGE: readonly CacheTopic[] = ["field"];

/**
 * A run started: the tour board only (a start carries no position the floor keeps, raises no alarm).
 * A checkpoint scan: the floor (a scan's position is the agent's last one); the board is not forgotten
 * but told of the scan by its route (`tourBoards.noteScan`, decision 138); a scan that raised an alarm
 * (a 'non') adds what the alarm changes, through `alsoChanges` (decision 128).
 */
export const TOUR_START_CHANGE: readonly CacheTopic[] = ["tours"];
export const TOUR_SCAN_CHANGE: readonly CacheTopic[] = ["field"];

// What one request's outcome adds to its route's declaration: a scan raises an alarm only when its
// answer is 'non', so declaring the alarm's topics on the route would forget the alarm pages at every
// scan. Keyed by the request object: nothing to decorate, gone with it.
const added = new WeakMap<FastifyRequest, readonly CacheTopic[]>();

/** This request's write also changed these topics (known only once it ran: an alarm it raised). */
export function alsoChanges(request: FastifyRequest, topics: readonly CacheTopic[]): void {
  added.set(request, [...(added.get(request) ?? []), ...topics]);
}

/** The topics a write request changes: what its route declares (or all of them), and what it added. */
export function topicsOfWrite(request: FastifyRequest): readonly CacheTopic[] {
  const declared = request.routeOptions.config?.changes ?? ALL_TOPICS;
  const more = added.get(request);
  return more ? [...new Set([...declared, ...more])] : declared;
}

// What a live event (from this instance or another) changes. Sessions never follow an event: another
// instance's sign-out reaches this one within the session cache's two seconds (decision 055).
const EVENT_TOPICS: Partial<Record<TLiveEventType, readonly CacheTopic[]>> = {
  // The tour watch raises an alarm with each missed tour it records: the board lists missed tours.
  "alarm.created": [...ALARM_COUNTS_CHANGE, "tours"],
  "alarm.resolved": ALARM_COUNTS_CHANGE,
  "alarm.commented": ALARM_CHANGE,
  "alarm.updated": ALARM_CHANGE,
  // The dashboard counts cameras online and agents on duty; no list page shows either.
  "camera.status": ["dashboard"],
  "attendance.updated": ["dashboard", "field"],
  // A scan or a run started on another instance signals the floor's event (decision 087).
  "field.updated": ["dashboard", "field", "tours"],
};
const WITHOUT_SESSIONS = ALL_TOPICS.filter((topic) => topic !== "sessions");

// This instance's own scans are noted into its tour boards and its starts forget them before their
// answer (decision 138): the echo of its own `field.updated` leaves the boards alone. Another
// instance's forgets them, as before.
const OWN_FIELD_UPDATED: readonly CacheTopic[] = ["dashboard", "field"];

export function topicsOfEvent(
  type: TLiveEventType,
  origin: { local: boolean } = { local: false },
): readonly CacheTopic[] {
  if (type === "field.updated" && origin.local) return OWN_FIELD_UPDATED;
  return EVENT_TOPICS[type] ?? WITHOUT_SESSIONS;
}
