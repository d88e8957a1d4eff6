// How long a 200-incident security report takes to export, per format (PDF, Word, Excel), against
// JSON.stringify of the same report measured in the same run: the export builds real documents,
// the baseline only serialises the data, so the ratio says what the layout costs on this machine.

import type { TSecurityReport } from "@hts/domain";
import type { companies } from "../apps/api/src/db/schema.ts";
import { securityReportDocument } from "../apps/api/src/modules/security-reports/security-report-document.ts";
import { renderSecurityReportDocx } from "../apps/api/src/modules/security-reports/security-report-docx.ts";
import { renderSecurityReportPdf } from "../apps/api/src/modules/security-reports/security-report-pdf.ts";
import { renderSecurityReportXlsx } from "../apps/api/src/modules/security-reports/security-report-xlsx.ts";
import { signaturePng } from "../apps/api/src/modules/security-reports/signature-png.ts";

const TYPES = ["intrusion", "vol", "vandalisme", "alarme_declenchee", "incendie", "autre"] as const;

function bigReport(incidents = 200): TSecurityReport {
  const long = "Effraction constatée sur la porte sectionnelle, traces d'outil, vitre brisée. ".repeat(8);
  return {
    id: "00000000-0000-4000-8000-000000000001",
    siteId: "00000000-0000-4000-8000-000000000002",
    siteName: "Entrepôt Rungis – Bâtiment É",
    periodStart: "2026-03-01",
    periodEnd: "2026-03-31",
    geolocation: "48.7566, 2.3522",
    totalIncidents: incidents,
    incidents: Array.from({ length: incidents }, (_, i) => ({
      type: TYPES[i % TYPES.length] as (typeof TYPES)[number],
      description: i % 10 === 0 ? long : `Incident n° ${i + 1} : dégradation de clôture, côté entrepôt`,
      measuresTaken: `Mesure n° ${i + 1} : ronde renforcée, maintenance prévenue`,
    })),
    interventions: Array.from({ length: 50 }, (_, i) => ({
      description: `Levée de doute n° ${i + 1}`,
      agentName: "Zoé Lefèvre",
      time: "22:15",
    })),
    repairs: "Grillage remplacé sur 4 mètres",
    improvements: "Éclairage à détection côté quai",
    observations: long,
    comments: "Relu par le chef de poste",
    responsibleName: "Hélène Dupré",
    responsibleSignature: signaturePng(),
    hasSignature: true,
    createdAt: "2026-04-01T08:00:00.000Z",
    updatedAt: "2026-04-01T08:00:00.000Z",
    generatedByName: "Hélène Dupré",
    createdById: null,
    status: "finalized",
    finalizedAt: "2026-04-01T09:00:00.000Z",
    finalizedByName: "Hélène Dupré",
    contentHash: "0".repeat(64),
    photoIds: [],
    shiftId: null,
    exports: [],
  };
}

async function timed(run: () => unknown, rounds: number): Promise<number> {
  await run(); // warm-up: module loading and font metrics are not the export's cost
  const start = performance.now();
  for (let i = 0; i < rounds; i++) await run();
  return (performance.now() - start) / rounds;
}

export async function benchSecurityReportExport(): Promise<void> {
  const report = bigReport();
  const company = {
    name: "Sécurité Île-de-France",
    address: "12 avenue de la Gare, Rungis",
    phone: "01 23 45 67 89",
    email: "contact@exemple.fr",
  } as typeof companies.$inferSelect;
  const doc = securityReportDocument({ report, company, now: new Date() });
  const baseline = await timed(() => JSON.stringify(report), 50);
  console.log("\nExport d'un rapport de sécurité (200 incidents, 50 interventions, signature)");
  console.log(`  ${"JSON.stringify (baseline)".padEnd(28)} ${baseline.toFixed(2).padStart(9)} ms`);
  for (const [label, render] of [
    ["PDF (pdfkit)", renderSecurityReportPdf],
    ["Word (docx)", renderSecurityReportDocx],
    ["Excel (write-excel-file)", renderSecurityReportXlsx],
  ] as const) {
    let size = 0;
    const ms = await timed(async () => {
      size = (await render(doc)).length;
    }, 5);
    console.log(
      `  ${label.padEnd(28)} ${ms.toFixed(1).padStart(9)} ms  ${(size / 1000).toFixed(0).padStart(5)} Ko  ratio ${(ms / baseline).toFixed(0)} x baseline`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSecurityReportExport();
