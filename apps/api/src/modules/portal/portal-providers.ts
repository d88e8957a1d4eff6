import type { ZPortalEntry } from "@hts/domain";
import type { z } from "zod";
import type { AuthContext } from "../../lib/auth-context.ts";

// Sections of the portal whose records other modules own (issue 25): tours (module `tours`), incidents
// and logbook entries (module `logbook`), built in parallel. Each section reads its records through ONE
// provider below; the portal already checks the client's scope and the publication setting before
// calling it. WIRING AT MERGE: replace each body with a call to the owning module's public face
// (index.ts), filtered to `siteIds` and, for incidents published as "approved", to approved ones only.

export type TPortalEntry = z.infer<typeof ZPortalEntry>;

export type PortalProviderInput = {
  auth: AuthContext;
  siteIds: readonly string[];
  siteNames: ReadonlyMap<string, string>;
  /** For incidents: "approved" keeps those a manager approved. */
  onlyApproved: boolean;
};

/** Tours done, late and missed, per tour and per night. TODO(merge): wire the `tours` module. */
export async function portalTours(_input: PortalProviderInput): Promise<TPortalEntry[]> {
  return [];
}

/** Incidents of the client's sites. TODO(merge): wire the `logbook` module (incidents). */
export async function portalIncidents(_input: PortalProviderInput): Promise<TPortalEntry[]> {
  return [];
}

/** Logbook (main courante) entries of the client's sites. TODO(merge): wire the `logbook` module. */
export async function portalLogbook(_input: PortalProviderInput): Promise<TPortalEntry[]> {
  return [];
}
