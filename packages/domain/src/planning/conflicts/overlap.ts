// Overlap: the same agent on two shifts at the same instant. Strict: a shift ending at 14:00 and the
// next one starting at 14:00 do not overlap (a relief at the same site, or a chained post).
// One conflict per overlapping pair; critical, since the agent cannot be in two places.
import { describeShift, draftConflict } from "./format.ts";
import { MSG_CONFLICTS } from "./messages.ts";
import type { TAgentContext, TConflictDraft } from "./types.ts";

export function detectOverlaps({ context }: { context: TAgentContext }): TConflictDraft[] {
  const { shifts, clock, agentName } = context;
  const found: TConflictDraft[] = [];
  for (let i = 0; i < shifts.length; i += 1) {
    const first = shifts[i];
    if (!first) continue;
    // Shifts are sorted by start: once one starts at or after `first` ends, none later can overlap it.
    for (let j = i + 1; j < shifts.length; j += 1) {
      const second = shifts[j];
      if (!second || second.start >= first.end) break;
      found.push(
        draftConflict({
          context,
          type: "overlap",
          severity: "critical",
          description: {
            text: MSG_CONFLICTS.overlap,
            params: {
              agent: agentName,
              first: describeShift({ clock, shift: first }),
              second: describeShift({ clock, shift: second }),
            },
          },
          suggestion: { text: MSG_CONFLICTS.overlapFix },
          shifts: [first, second],
        }),
      );
    }
  }
  return found;
}
