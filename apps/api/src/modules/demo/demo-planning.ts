import { DAY_MS, dayToIso, isoToDay } from "@hts/domain/planning/zone-clock";
import { eq } from "drizzle-orm";
import { agents, agentUnavailability, shifts, shiftTemplates, sites } from "../../db/schema.ts";
import { todayInParis } from "../agents/index.ts";
import { placeShift } from "../planning/index.ts";
import type { DemoContext } from "./demo-company.ts";

// Agents, leave, templates and a month of shifts for the demo company, computed from the seeding date
// so the planning screens always open on a live month. Two conflicts are deliberate (a night followed
// by an afternoon: 7 h of rest; a professional card expired last month) so "Détecter Conflits" has
// something true to show; the rest of the rota respects the default thresholds.

type DemoAgent = {
  key: string;
  name: string;
  speciality: string;
  level: "junior" | "senior" | "expert";
  status: "Actif" | "Repos" | "En congé" | "Indisponible";
  certifications: string[];
  hired: string;
  dept: string;
};

const AGENTS: DemoAgent[] = [
  {
    key: "A",
    name: "Mehdi Benali",
    speciality: "Surveillance",
    level: "senior",
    status: "Actif",
    certifications: ["CQP APS", "SST"],
    hired: "2019-04-01",
    dept: "075",
  },
  {
    key: "B",
    name: "Lucas Petit",
    speciality: "Surveillance",
    level: "junior",
    status: "Actif",
    certifications: ["CQP APS"],
    hired: "2024-02-12",
    dept: "093",
  },
  {
    key: "C",
    name: "Thomas Girard",
    speciality: "Intervention",
    level: "senior",
    status: "Actif",
    certifications: ["CQP APS", "SST"],
    hired: "2018-09-03",
    dept: "092",
  },
  {
    key: "D",
    name: "Aminata Diallo",
    speciality: "Intervention",
    level: "expert",
    status: "Actif",
    certifications: ["CQP APS", "SST", "SSIAP 1"],
    hired: "2016-06-20",
    dept: "094",
  },
  {
    key: "E",
    name: "Sophie Lambert",
    speciality: "Incendie",
    level: "expert",
    status: "Actif",
    certifications: ["SSIAP 3", "SST"],
    hired: "2015-01-05",
    dept: "075",
  },
  {
    key: "F",
    name: "Julien Fontaine",
    speciality: "Incendie",
    level: "senior",
    status: "Actif",
    certifications: ["SSIAP 2", "SST"],
    hired: "2020-10-19",
    dept: "078",
  },
  {
    key: "G",
    name: "Nadia Haddad",
    speciality: "Accueil",
    level: "junior",
    status: "Actif",
    certifications: ["SSIAP 1", "SST"],
    hired: "2023-05-15",
    dept: "075",
  },
  {
    key: "H",
    name: "Kevin Morel",
    speciality: "Rondier",
    level: "junior",
    status: "Actif",
    certifications: ["CQP APS"],
    hired: "2024-09-02",
    dept: "091",
  },
  {
    key: "I",
    name: "Claire Rousseau",
    speciality: "Accueil",
    level: "senior",
    status: "Actif",
    certifications: ["CQP APS", "SST"],
    hired: "2017-11-27",
    dept: "092",
  },
  {
    key: "J",
    name: "Rachid Amrani",
    speciality: "Cynophile",
    level: "expert",
    status: "Actif",
    certifications: ["CQP APS", "Maître-chien", "SST"],
    hired: "2014-03-10",
    dept: "095",
  },
  {
    key: "K",
    name: "Yann Le Gall",
    speciality: "Surveillance",
    level: "senior",
    status: "Actif",
    certifications: ["CQP APS"],
    hired: "2012-07-02",
    dept: "077",
  },
  {
    key: "L",
    name: "Émilie Caron",
    speciality: "Surveillance",
    level: "junior",
    status: "Repos",
    certifications: ["CQP APS"],
    hired: "2025-01-06",
    dept: "075",
  },
  {
    key: "M",
    name: "Antoine Mercier",
    speciality: "Rondier",
    level: "senior",
    status: "Repos",
    certifications: ["CQP APS", "SST"],
    hired: "2019-08-26",
    dept: "093",
  },
  {
    key: "N",
    name: "Fatou Ndiaye",
    speciality: "Incendie",
    level: "senior",
    status: "En congé",
    certifications: ["SSIAP 2"],
    hired: "2018-02-19",
    dept: "094",
  },
  {
    key: "O",
    name: "Pierre Vasseur",
    speciality: "Intervention",
    level: "expert",
    status: "En congé",
    certifications: ["CQP APS", "SST"],
    hired: "2013-10-14",
    dept: "078",
  },
  {
    key: "P",
    name: "Inès Marchand",
    speciality: "Accueil",
    level: "junior",
    status: "Indisponible",
    certifications: ["SST"],
    hired: "2025-06-30",
    dept: "075",
  },
];

const TEMPLATES = [
  { name: "Jour", startTime: "07:00", endTime: "19:00", color: "#F59E0B", paidBreakMinutes: 60 },
  { name: "Nuit", startTime: "19:00", endTime: "07:00", color: "#1E3A8A", paidBreakMinutes: 60 },
  { name: "Matin", startTime: "06:00", endTime: "14:00", color: "#10B981", paidBreakMinutes: 30 },
  { name: "Après-midi", startTime: "14:00", endTime: "22:00", color: "#8B5CF6", paidBreakMinutes: 30 },
];

const FALLBACK_SITES = [
  {
    name: "Tour Horizon – La Défense",
    address: "52 esplanade du Général de Gaulle, 92800 Puteaux",
    type: "commercial",
  },
  {
    name: "Centre commercial Les Arcades",
    address: "Place de l'Arche, 93160 Noisy-le-Grand",
    type: "commercial",
  },
  {
    name: "Entrepôt Logistique Gennevilliers",
    address: "Port de Gennevilliers, 92230 Gennevilliers",
    type: "industriel",
  },
];

const plusDays = (iso: string, n: number) => dayToIso({ day: (isoToDay({ date: iso }) ?? 0) + n });

/** 2 days on, 2 days off; `phase` shifts the pattern so two agents cover every day between them. */
const worksOn = (dayIndex: number, phase: 0 | 1) => Math.floor(dayIndex / 2) % 2 === phase;

export async function seedDemoPlanning({ db, company, users }: DemoContext): Promise<void> {
  const today = todayInParis();
  const nowMs = Date.now();

  let siteRows = await db.select().from(sites).where(eq(sites.companyId, company.id));
  // The operations seeder normally creates the sites; without it the planning still needs somewhere.
  if (siteRows.length === 0)
    siteRows = await db
      .insert(sites)
      .values(FALLBACK_SITES.map((s) => ({ ...s, companyId: company.id })))
      .returning();
  const activeSites = siteRows.filter((s) => s.status === "active");
  const site = (i: number) => (activeSites[i % activeSites.length] ?? siteRows[0])?.id as string;

  const agentUser = users.find((u) => u.email === "agent@demo-hts.fr");
  const expiredOn = plusDays(today, -20);
  const rows = await db
    .insert(agents)
    .values(
      AGENTS.map((a, i) => {
        const expiry =
          a.key === "K" ? expiredOn : `${2027 + (i % 3)}-${String((i % 12) + 1).padStart(2, "0")}-15`;
        const first = a.name.split(" ")[0] ?? a.name;
        const last = a.name.split(" ").slice(1).join("-");
        return {
          companyId: company.id,
          userId: a.key === "B" ? (agentUser?.id ?? null) : null,
          name: a.name,
          badge: `HTS-${String(i + 1).padStart(3, "0")}`,
          phone: `06 ${String(10 + i)} ${String(20 + i * 3).padStart(2, "0")} ${String(40 + i).padStart(2, "0")} ${String(55 + i).padStart(2, "0")}`,
          email: `${first}.${last}@demo-hts.fr`
            .toLowerCase()
            .normalize("NFD")
            .replace(/[\u0300-\u036f]/g, ""),
          speciality: a.speciality,
          level: a.level,
          hireDate: a.hired,
          assignedSiteId: a.status === "Actif" ? site(i % 3) : null,
          status: a.status,
          certifications: a.certifications,
          professionalCardNumber: `CAR-${a.dept}-${expiry}-${expiry.slice(0, 4)}${String(1_234_567 + i * 7919).padStart(7, "0")}`,
          professionalCardExpiry: expiry,
        };
      }),
    )
    .returning();
  const id = (key: string) => rows[AGENTS.findIndex((a) => a.key === key)]?.id as string;

  await db.insert(agentUnavailability).values([
    {
      companyId: company.id,
      agentId: id("N"),
      kind: "leave",
      startDate: plusDays(today, -3),
      endDate: plusDays(today, 11),
      reason: "Congés payés",
    },
    {
      companyId: company.id,
      agentId: id("O"),
      kind: "leave",
      startDate: plusDays(today, -1),
      endDate: plusDays(today, 6),
      reason: "Congés payés",
    },
    {
      companyId: company.id,
      agentId: id("P"),
      kind: "unavailable",
      startDate: plusDays(today, -5),
      endDate: plusDays(today, 9),
      reason: "Arrêt maladie",
    },
  ]);

  await db
    .insert(shiftTemplates)
    .values(
      TEMPLATES.map((t) => ({ ...t, companyId: company.id, unpaidBreakMinutes: 0, shiftType: "regular" })),
    );

  // The whole current month, day by day.
  const monthStart = `${today.slice(0, 7)}-01`;
  const first = isoToDay({ date: monthStart }) ?? 0;
  const next = new Date(first * DAY_MS);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const days = Math.round(next.getTime() / DAY_MS) - first;

  type Plan = {
    agent: string;
    site: string;
    date: string;
    start: string;
    end: string;
    type: string;
    pause: number;
    notes?: string;
  };
  const plan: Plan[] = [];
  for (let d = 0; d < days; d++) {
    const date = dayToIso({ day: first + d });
    const weekday = new Date((first + d) * DAY_MS).getUTCDay(); // 0 Sunday ... 6 Saturday
    plan.push({
      agent: worksOn(d, 0) ? "A" : "B",
      site: site(0),
      date,
      start: "07:00",
      end: "19:00",
      type: "day",
      pause: 60,
    });
    plan.push({
      agent: worksOn(d, 0) ? "C" : "D",
      site: site(0),
      date,
      start: "19:00",
      end: "07:00",
      type: "night",
      pause: 60,
    });
    plan.push({
      agent: worksOn(d, 0) ? "E" : "F",
      site: site(1),
      date,
      start: "06:00",
      end: "14:00",
      type: "morning",
      pause: 30,
    });
    plan.push({
      agent: worksOn(d, 0) ? "G" : "H",
      site: site(1),
      date,
      start: "14:00",
      end: "22:00",
      type: "afternoon",
      pause: 30,
    });
    if (weekday >= 1 && weekday <= 5)
      plan.push({
        agent: "I",
        site: site(2),
        date,
        start: "08:00",
        end: "17:00",
        type: "regular",
        pause: 60,
      });
    if (weekday === 0 || weekday === 6)
      plan.push({
        agent: "J",
        site: site(2),
        date,
        start: "20:00",
        end: "04:00",
        type: "night",
        pause: 30,
        notes: "Ronde cynophile",
      });
  }

  // Deliberate conflict 1: Thomas Girard ends a night at 07:00 and is back at 14:00 (7 h of rest).
  const todayIndex = (isoToDay({ date: today }) ?? first) - first;
  const candidates = Array.from({ length: days - 1 }, (_, d) => d).filter(
    (d) => worksOn(d, 0) && !worksOn(d + 1, 0),
  );
  const restDay = candidates.find((d) => d >= todayIndex) ?? candidates.at(-1) ?? 0;
  plan.push({
    agent: "C",
    site: site(1),
    date: dayToIso({ day: first + restDay + 1 }),
    start: "14:00",
    end: "22:00",
    type: "overtime",
    pause: 30,
    notes: "Renfort",
  });
  // Deliberate conflict 2: Yann Le Gall works although his card expired 20 days ago.
  plan.push({
    agent: "K",
    site: site(0),
    date: plusDays(today, 1) < dayToIso({ day: first + days }) ? plusDays(today, 1) : today,
    start: "09:00",
    end: "17:00",
    type: "regular",
    pause: 60,
  });

  await db.insert(shifts).values(
    plan.map((p) => {
      const placed = placeShift({
        shift_date: p.date,
        start_time: p.start,
        end_time: p.end,
        break_minutes: p.pause,
      });
      const status =
        placed.endsAt.getTime() <= nowMs
          ? "completed"
          : placed.startsAt.getTime() <= nowMs
            ? "in_progress"
            : "scheduled";
      return {
        companyId: company.id,
        agentId: id(p.agent),
        siteId: p.site,
        shiftDate: p.date,
        startTime: p.start,
        endTime: p.end,
        startsAt: placed.startsAt,
        endsAt: placed.endsAt,
        breakMinutes: p.pause,
        shiftType: p.type,
        status,
        notes: p.notes ?? null,
      };
    }),
  );
}
