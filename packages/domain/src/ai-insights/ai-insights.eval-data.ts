// A fixed company for the assistant's evaluation (decision 043): three sites, alarms over 60 days,
// cameras, shifts, agents, conflicts, reports and access refusals. "Now" is Wednesday 18 November 2026,
// 11:00 in Paris.

import { addDays } from "./ai-insights.stats.ts";
import type { TInsightData } from "./ai-insights.tools.ts";

const SEVERITIES = ["critique", "important", "moyen", "faible"] as const;
const TYPES = ["intrusion", "incendie", "technique", "sabotage"] as const;
export const EVAL_TODAY = "2026-11-18";

export function evaluationData(): TInsightData {
  const sites = [
    { id: "s1", name: "Tour Alpha" },
    { id: "s2", name: "Entrepôt Nord" },
    { id: "s3", name: "Centre Commercial Les Halles" },
  ];
  const alarms: TInsightData["alarms"] = [];
  let n = 0;
  for (let ago = 0; ago < 60; ago++) {
    const day = addDays(EVAL_TODAY, -ago);
    sites.forEach((site, s) => {
      const count = (ago * 7 + s * 3) % 4; // 0 to 3 a day, deterministic
      for (let k = 0; k < count; k++) {
        n += 1;
        const severity = SEVERITIES[(n + s) % 4] ?? "moyen";
        alarms.push({
          id: `a${n}`,
          siteId: site.id,
          title: `Alarme ${n}`,
          type: TYPES[n % 4] ?? "autre",
          severity,
          status: ago < 3 && k === 0 ? "active" : "resolved",
          createdAt: `${day}T${String(8 + k * 3).padStart(2, "0")}:15:00Z`,
          resolvedAt: null,
          responseSeconds: 300,
        });
      }
    });
  }
  const shift = (
    id: string,
    agent: string,
    name: string,
    site: string,
    day: string,
    start: number,
    end: number,
    status = "scheduled",
  ) => ({
    id,
    agentId: agent,
    agentName: name,
    siteId: site,
    startsAt: `${day}T${String(start).padStart(2, "0")}:00:00Z`,
    endsAt:
      end > start
        ? `${day}T${String(end).padStart(2, "0")}:00:00Z`
        : `${addDays(day, 1)}T${String(end).padStart(2, "0")}:00:00Z`,
    status,
    breakMinutes: 30,
  });
  const shifts: TInsightData["shifts"] = [];
  // Marie Dupont: 06-14 UTC on Tour Alpha every day of November up to the 20th; Karim Benali 14-22 on Entrepôt Nord.
  for (let d = 1; d <= 20; d++) {
    const day = `2026-11-${String(d).padStart(2, "0")}`;
    shifts.push(shift(`m${d}`, "g1", "Marie Dupont", "s1", day, 6, 14));
    shifts.push(shift(`k${d}`, "g2", "Karim Benali", "s2", day, 14, 22, d === 5 ? "cancelled" : "scheduled"));
  }
  // Luc Martin: nights on Centre Commercial Les Halles, three times in November.
  for (const d of [3, 10, 17])
    shifts.push(shift(`l${d}`, "g3", "Luc Martin", "s3", `2026-11-${String(d).padStart(2, "0")}`, 20, 6));
  return {
    now: "2026-11-18T10:00:00Z",
    timeZone: "UTC",
    sites,
    alarms,
    cameras: [
      { id: "c1", name: "Hall A", siteId: "s1", status: "online", since: null },
      { id: "c2", name: "Parking", siteId: "s1", status: "offline", since: "2026-11-15T10:00:00Z" },
      { id: "c3", name: "Quai 1", siteId: "s2", status: "offline", since: "2026-11-17T10:00:00Z" },
      { id: "c4", name: "Quai 2", siteId: "s2", status: "online", since: null },
      { id: "c5", name: "Entrée", siteId: "s3", status: "online", since: null },
    ],
    shifts,
    agents: [
      { id: "g1", name: "Marie Dupont", professionalCardExpiry: "2026-12-01" },
      { id: "g2", name: "Karim Benali", professionalCardExpiry: "2028-01-01" },
      { id: "g3", name: "Luc Martin", professionalCardExpiry: null },
    ],
    conflicts: [
      { date: "2026-11-19", severity: "critical", agentName: "Marie Dupont" },
      { date: "2026-11-24", severity: "warning", agentName: "Karim Benali" },
      { date: "2026-11-25", severity: "critical", agentName: "Luc Martin" },
      { date: "2026-11-10", severity: "error", agentName: "Luc Martin" },
    ],
    securityReports: [
      { id: "r1", siteId: "s1", status: "draft" },
      { id: "r2", siteId: "s1", status: "finalized" },
      { id: "r3", siteId: "s2", status: "draft" },
      { id: "r4", siteId: "s3", status: "draft" },
    ],
    accessRefusals: [
      ...Array.from({ length: 6 }, (_, i) => ({
        siteId: "s1",
        point: "Portique Hall",
        at: `2026-11-${String(12 + i).padStart(2, "0")}T09:00:00Z`,
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        siteId: "s2",
        point: "Quai badge",
        at: `2026-11-${String(16 + i).padStart(2, "0")}T09:00:00Z`,
      })),
      { siteId: "s2", point: "Quai badge", at: "2026-10-20T09:00:00Z" },
    ],
  };
}
