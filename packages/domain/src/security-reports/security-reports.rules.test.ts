import { describe, expect, it } from "vitest";
import {
  canonicalSecurityReportContent,
  normalizeIncidentType,
  signatureError,
  type TSecurityReportContent,
} from "./security-reports.rules.ts";
import { MSG_SECURITY_REPORTS, ZSecurityReportCreate } from "./security-reports.schemas.ts";

// A 1x1 transparent PNG.
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

const content: TSecurityReportContent = {
  siteId: "5b0c1e9e-8d3c-4c55-a7f4-1d9c5d6f0a11",
  periodStart: "2026-03-01",
  periodEnd: "2026-03-07",
  geolocation: "48.7566, 2.3522",
  incidents: [
    { type: "vandalisme", description: "Dégradation de clôture, côté entrepôt", measuresTaken: null },
  ],
  interventions: [{ description: "Ronde", agentName: "Zoé Lefèvre", time: "22:15" }],
  repairs: null,
  improvements: null,
  observations: "RAS",
  comments: null,
  responsibleName: "Hélène Dupré",
  responsibleSignature: PNG,
  generatedByName: "Hélène Dupré",
  createdAt: "2026-03-08T09:00:00.000Z",
};

describe("security report rules", () => {
  it("accepts only PNG data URLs within the size limit", () => {
    expect(signatureError(PNG)).toBeNull();
    expect(signatureError("data:image/jpeg;base64,/9j/4AAQSkZJRg==")).toBe("not_png");
    // A PNG prefix over bytes that are not a PNG (here "GIF89a").
    expect(signatureError("data:image/png;base64,R0lGODlhAQABAAAAACw=")).toBe("not_png");
    expect(signatureError(`data:image/png;base64,${"iVBORw0KGgo".padEnd(700_000, "A")}`)).toBe("too_large");
  });

  it("normalises incident types written as the form shows them", () => {
    expect(normalizeIncidentType("Alarme déclenchée")).toBe("alarme_declenchee");
    expect(normalizeIncidentType(" VOL ")).toBe("vol");
  });

  it("gives one canonical form whatever the key order, and changes with the content", () => {
    const reordered = Object.fromEntries(Object.entries(content).reverse()) as TSecurityReportContent;
    const text = canonicalSecurityReportContent(content);
    expect(canonicalSecurityReportContent(reordered)).toBe(text);
    expect(text.startsWith('{"comments":null,"createdAt":"2026-03-08T09:00:00.000Z"')).toBe(true);
    expect(text).toContain('"incidents":[{"description":"Dégradation de clôture, côté entrepôt"');
    // Decomposed accents (e + combining acute) hash as the composed ones.
    const decomposed = { ...content, responsibleName: "He\u0301le\u0300ne Dupre\u0301" };
    expect(canonicalSecurityReportContent(decomposed)).toBe(text);
    expect(canonicalSecurityReportContent({ ...content, observations: "RAS." })).not.toBe(text);
  });

  it("validates the form with the spec's French messages", () => {
    const result = ZSecurityReportCreate.safeParse({
      siteId: "",
      periodStart: "2026-03-07",
      periodEnd: "2026-03-01",
      incidents: [{ type: "intrusion", description: " " }],
      interventions: [{ description: "" }],
      responsibleSignature: "data:image/gif;base64,R0lGODlh",
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        `siteId: ${MSG_SECURITY_REPORTS.siteRequired}`,
        `incidents.0.description: ${MSG_SECURITY_REPORTS.incidentDescriptionRequired}`,
        `interventions.0.description: ${MSG_SECURITY_REPORTS.interventionDescriptionRequired}`,
        `responsibleSignature: ${MSG_SECURITY_REPORTS.signatureNotPng}`,
      ]),
    );
    const ok = ZSecurityReportCreate.parse({
      siteId: content.siteId,
      periodStart: "2026-03-01",
      periodEnd: "2026-03-07",
      geolocation: "",
      incidents: [{ type: "Alarme déclenchée", description: "Détecteur volumétrique" }],
      totalIncidents: 1,
      siteName: "ignored",
    });
    expect(ok).toMatchObject({
      geolocation: null,
      incidents: [{ type: "alarme_declenchee", measuresTaken: null }],
    });
    expect("siteName" in ok).toBe(false);
  });
});
