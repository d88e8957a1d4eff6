import type { TSecurityIncidentType } from "@hts/domain/security-reports/security-reports.rules";
import type { TSecurityReport } from "@hts/domain/security-reports/security-reports.schemas";

export type TIncidentValues = { type: TSecurityIncidentType; description: string; measuresTaken: string };
export type TInterventionValues = { description: string; agentName: string; time: string };

/** What the inputs hold (strings, never null); the domain schema turns it into the API's body. */
export type TSecurityReportFormValues = {
  siteId: string;
  periodStart: string;
  periodEnd: string;
  incidents: TIncidentValues[];
  interventions: TInterventionValues[];
  repairs: string;
  improvements: string;
  observations: string;
  comments: string;
  responsibleName: string;
};

const pad = (n: number) => String(n).padStart(2, "0");

/** Today as the date inputs want it, on the device's calendar (the agent's day, not UTC's). */
export function localDay(date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A new report covers today and is signed off by the signed-in user (spec part 2, section 6). */
export function emptyReportValues({
  responsibleName,
}: {
  responsibleName: string;
}): TSecurityReportFormValues {
  const today = localDay();
  return {
    siteId: "",
    periodStart: today,
    periodEnd: today,
    incidents: [],
    interventions: [],
    repairs: "",
    improvements: "",
    observations: "",
    comments: "",
    responsibleName,
  };
}

/** A draft opened for editing. */
export function reportToValues(report: TSecurityReport): TSecurityReportFormValues {
  return {
    siteId: report.siteId,
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    incidents: report.incidents.map((incident) => ({
      type: incident.type,
      description: incident.description,
      measuresTaken: incident.measuresTaken ?? "",
    })),
    interventions: report.interventions.map((intervention) => ({
      description: intervention.description,
      agentName: intervention.agentName ?? "",
      time: intervention.time ?? "",
    })),
    repairs: report.repairs ?? "",
    improvements: report.improvements ?? "",
    observations: report.observations ?? "",
    comments: report.comments ?? "",
    responsibleName: report.responsibleName,
  };
}
