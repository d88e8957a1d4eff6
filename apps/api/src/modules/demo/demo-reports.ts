import { reportRange } from "@hts/domain";
import { dayToIso, isoToDay, isoWeekday } from "@hts/domain/planning/zone-clock";
import { asc, eq } from "drizzle-orm";
import { reportJobs, securityReports, sites } from "../../db/schema.ts";
import { todayInParis } from "../agents/index.ts";
import { ALL_SITES, ReportWorker } from "../reports/index.ts";
import { contentHashOf, signaturePng } from "../security-reports/index.ts";
import type { DemoContext } from "./demo-company.ts";

// Security reports of the demo company (last week's finalized and signed, this week's draft) and one
// finished "recent report", generated from the demo data by the same worker as in production.

const plusDays = (iso: string, n: number) => dayToIso({ day: (isoToDay({ date: iso }) ?? 0) + n });

export async function seedDemoReports({ db, company, users }: DemoContext): Promise<void> {
  const siteRows = await db
    .select()
    .from(sites)
    .where(eq(sites.companyId, company.id))
    .orderBy(asc(sites.createdAt), asc(sites.name));
  const [first, second] = siteRows.filter((s) => s.status === "active");
  const manager = users.find((u) => u.role === "manager") ?? users[0];
  const operator = users.find((u) => u.role === "operator") ?? users[0];
  if (!first || !manager || !operator) return;

  const today = todayInParis();
  const monday = plusDays(today, -isoWeekday({ day: isoToDay({ date: today }) ?? 0 }));
  const lastMonday = plusDays(monday, -7);

  const [finalized] = await db
    .insert(securityReports)
    .values({
      companyId: company.id,
      siteId: first.id,
      periodStart: lastMonday,
      periodEnd: plusDays(lastMonday, 6),
      geolocation: "48.8414, 2.3773",
      incidents: [
        {
          type: "vandalisme",
          description: "Dégradation de clôture, côté entrepôt : grillage découpé sur 2 mètres",
          measuresTaken: "Zone balisée, ronde supplémentaire à 3 h, société de maintenance prévenue",
        },
        {
          type: "alarme_declenchee",
          description: "Déclenchement du détecteur volumétrique de la cellule 4 à 2 h 10",
          measuresTaken: "Levée de doute sur place : aucune intrusion constatée",
        },
      ],
      interventions: [
        { description: "Levée de doute après alarme", agentName: "Mehdi Benali", time: "02:20" },
        { description: "Accueil du technicien de maintenance", agentName: "Chloé Roux", time: "09:30" },
      ],
      repairs: "Grillage remplacé sur 2 mètres le lendemain",
      improvements: "Ajouter un éclairage à détection le long du quai de chargement",
      observations: "Rondes effectuées aux heures prévues ; registre de main courante à jour",
      comments: "Rapport relu avec le client le lundi suivant",
      responsibleName: manager.name,
      responsibleSignature: signaturePng(),
      status: "draft",
      createdById: manager.id,
      generatedByName: manager.name,
    })
    .returning();
  if (finalized) {
    const at = new Date();
    await db
      .update(securityReports)
      .set({
        status: "finalized",
        finalizedAt: at,
        finalizedById: manager.id,
        finalizedByName: manager.name,
        contentHash: contentHashOf(finalized),
      })
      .where(eq(securityReports.id, finalized.id));
  }

  await db.insert(securityReports).values({
    companyId: company.id,
    siteId: (second ?? first).id,
    periodStart: monday,
    periodEnd: plusDays(monday, 6),
    geolocation: "48.7128, 2.1920",
    incidents: [
      {
        type: "intrusion",
        description: "Personne non autorisée dans le hall B à l'ouverture",
        measuresTaken: "Raccompagnée à l'accueil, badge visiteur retiré",
      },
    ],
    interventions: [{ description: "Contrôle des accès du hall B", agentName: "Lucas Petit", time: "07:45" }],
    observations: "Semaine en cours : rapport à compléter",
    responsibleName: operator.name,
    status: "draft",
    createdById: operator.id,
    generatedByName: operator.name,
  });

  // A finished report in "recent reports": last month's incidents, generated from the data above.
  const [y, m] = today.split("-").map(Number) as [number, number];
  const range = reportRange({
    period: "month",
    startDate: dayToIso({ day: Date.UTC(y, m - 2, 1) / 86_400_000 }),
    endDate: dayToIso({ day: Date.UTC(y, m - 1, 1) / 86_400_000 - 1 }),
    now: Date.now(),
  });
  if (!range) return;
  await db.insert(reportJobs).values({
    companyId: company.id,
    title: `Rapport Incidents - ${range.label}`,
    type: "incidents",
    format: "pdf",
    period: "month",
    periodLabel: range.label,
    periodStart: range.startDate,
    periodEnd: range.endDate,
    siteName: ALL_SITES,
    includeGraphs: true,
    filename: `rapport-incidents-${range.startDate}-${range.endDate}.pdf`,
    createdById: manager.id,
    createdByName: manager.name,
  });
  // The production worker, on the seeding transaction: the demo's file is a real generated report.
  await new ReportWorker({ db, log: { error: () => {}, warn: () => {} } }).runOnce();
}
