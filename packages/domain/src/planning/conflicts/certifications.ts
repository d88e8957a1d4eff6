// Site qualifications. Codes are compared without case, spaces, dashes or accents ("SSIAP 1" = "ssiap1").
// SSIAP levels nest: an SSIAP 3 (service chief) may hold an SSIAP 2 or 1 post, an SSIAP 2 an SSIAP 1
// post, never the reverse. TFP APS replaced CQP APS in 2021: either satisfies the other.
// One conflict per shift listing every missing qualification, severity error.
import { describeShift, draftConflict } from "./format.ts";
import { MSG_CONFLICTS } from "./messages.ts";
import type { TAgentContext, TConflictDraft } from "./types.ts";

const ROMAN: Record<string, string> = { I: "1", II: "2", III: "3" };

/** The comparable form of a qualification name. */
export function normalizeCertification({ name }: { name: string }): string {
  const code = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
  const ssiap = /^SSIAP(?:NIVEAU|N)?(1|2|3|I{1,3})$/.exec(code);
  if (ssiap?.[1]) return `SSIAP${ROMAN[ssiap[1]] ?? ssiap[1]}`;
  if (code === "TFPAPS") return "CQPAPS";
  return code;
}

/** True when qualifications `held` (any spelling) satisfy the `required` one. */
export function satisfiesCertification({ held, required }: { held: string[]; required: string }): boolean {
  const wanted = normalizeCertification({ name: required });
  const wantedLevel = /^SSIAP([123])$/.exec(wanted)?.[1];
  return held.some((name) => {
    const code = normalizeCertification({ name });
    if (code === wanted) return true;
    const level = /^SSIAP([123])$/.exec(code)?.[1];
    if (level === undefined) return false;
    if (wanted === "SSIAP") return true;
    return wantedLevel !== undefined && Number(level) >= Number(wantedLevel);
  });
}

export function detectMissingCertifications({ context }: { context: TAgentContext }): TConflictDraft[] {
  const { agent, shifts, sites, clock, agentName } = context;
  if (!agent) return [];
  const held = agent.certifications ?? [];
  const missingBySite = new Map<string, string[]>();
  const found: TConflictDraft[] = [];
  for (const shift of shifts) {
    const site = sites.get(shift.siteId);
    if (!site) continue;
    let missing = missingBySite.get(site.id);
    if (!missing) {
      missing = (site.required_certifications ?? []).filter(
        (required) => !satisfiesCertification({ held, required }),
      );
      missingBySite.set(site.id, missing);
    }
    if (missing.length === 0) continue;
    const list = missing.join(", ");
    found.push(
      draftConflict({
        context,
        type: "missing_certification",
        severity: "error",
        description: {
          text: MSG_CONFLICTS.certification,
          params: {
            site: site.name,
            list,
            agent: agentName,
            shift: describeShift({ clock, shift, withSite: false }),
          },
        },
        suggestion: { text: MSG_CONFLICTS.certificationFix, params: { list } },
        shifts: [shift],
        siteId: site.id,
      }),
    );
  }
  return found;
}
