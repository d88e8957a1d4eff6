import type { TLiveEventType } from "@hts/domain";
import type { FastifyRequest } from "fastify";

// What a write changes, in the words of the caches (issue 31, decision 107). Every cache entry belongs
// to one topic; a write forgets the topics it changes for its company, not the whole company: a new
// alarm forgets the alarm pages, the counters shown by the sites list and the dashboard, but the
// sessions of the company stay found. `field` is the control room's floor (decision 087). A route
// that declares nothing forgets everything of its company, sessions included (the former rule): a new
// route is safe before it is fast.

export const CACHE_TOPICS = ["alarms", "sites", "dashboard", "field", "sessions"] as const;
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

/** The topics a write request changes: what its route declares, or all of them. */
export function topicsOfWrite(request: FastifyRequest): readonly CacheTopic[] {
  return request.routeOptions.config?.changes ?? ALL_TOPICS;
}

// What a live event (from this instance or another) changes. Sessions never follow an event: another
// instance's sign-out reaches this one within the session cache's two seconds (decision 055).
const EVENT_TOPICS: Partial<Record<TLiveEventType, readonly CacheTopic[]>> = {
  "alarm.created": ALARM_COUNTS_CHANGE,
  "alarm.resolved": ALARM_COUNTS_CHANGE,
  "alarm.commented": ALARM_CHANGE,
  "alarm.updated": ALARM_CHANGE,
  // The dashboard counts cameras online and agents on duty; no list page shows either.
  "camera.status": ["dashboard"],
  "attendance.updated": ["dashboard", "field"],
  "field.updated": ["dashboard", "field"],
};
const WITHOUT_SESSIONS = ALL_TOPICS.filter((topic) => topic !== "sessions");

export function topicsOfEvent(type: TLiveEventType): readonly CacheTopic[] {
  return EVENT_TOPICS[type] ?? WITHOUT_SESSIONS;
}
