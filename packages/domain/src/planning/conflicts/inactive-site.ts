// A shift on a deactivated site: probably a leftover of a contract that ended. A warning, not an error:
// the shift can still be worked, but someone should confirm or cancel it. One conflict per shift.
import { describeShift, draftConflict } from "./format.ts";
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
        description: `Site inactif : ${agentName} est planifié ${describeShift({ clock, shift })}, or ce site est désactivé.`,
        suggestion: "Annulez la garde ou réactivez le site.",
        shifts: [shift],
        siteId: site.id,
      }),
    );
  }
  return found;
}
