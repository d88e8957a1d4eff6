// A shift on a deactivated site: probably a leftover of a contract that ended. A warning, not an error:
// the shift can still be worked, but someone should confirm or cancel it. One conflict per shift.
import { describeShift, draftConflict } from "./format.ts";
import { MSG_CONFLICTS } from "./messages.ts";
import type { TAgentContext, TConflictDraft, TConflictSiteInput } from "./types.ts";

export function isSiteInactive({ site }: { site: TConflictSiteInput }): boolean {
  return site.active === false || site.status === "inactive";
}

export function detectInactiveSites({ context }: { context: TAgentContext }): TConflictDraft[] {
  const { shifts, sites, clock, agentName } = context;
  const found: TConflictDraft[] = [];
  for (const shift of shifts) {
    const site = sites.get(shift.siteId);
    if (!site || !isSiteInactive({ site })) continue;
    found.push(
      draftConflict({
        context,
        type: "inactive_site",
        severity: "warning",
        description: {
          text: MSG_CONFLICTS.inactiveSite,
          params: { agent: agentName, shift: describeShift({ clock, shift }) },
        },
        suggestion: { text: MSG_CONFLICTS.inactiveSiteFix },
        shifts: [shift],
        siteId: site.id,
      }),
    );
  }
  return found;
}
