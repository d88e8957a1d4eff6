import { describe, expect, it } from "vitest";
import { isTranslated } from "../i18n/server-text.ts";
import { PAYROLL_JOB_LABELS } from "../payroll/payroll-jobs.ts";
import {
  DOC_CAMERA_STATUS,
  MSG_DOC,
  MSG_DOC_FILES,
  MSG_DOC_PAYROLL_MONTH,
  MSG_DOC_PAYROLL_VARIABLES,
  MSG_DOC_PAYSLIP,
  MSG_DOC_REPORT,
  MSG_DOC_SECURITY,
} from "./document.messages.ts";
import { documentDateTime, documentNumber, documentPercent, documentText } from "./document-text.ts";

describe("the words of the documents", () => {
  it("has every word, job title and state translated in English and Spanish", () => {
    const words = [
      MSG_DOC,
      MSG_DOC_SECURITY,
      MSG_DOC_REPORT,
      MSG_DOC_PAYSLIP,
      MSG_DOC_PAYROLL_MONTH,
      MSG_DOC_PAYROLL_VARIABLES,
      MSG_DOC_FILES,
      PAYROLL_JOB_LABELS,
      DOC_CAMERA_STATUS,
    ]
      .flatMap((object) => Object.values(object))
      .filter((french) => !isTranslated(french));
    expect(words).toEqual([]);
  });

  it("writes a template in the reader's language", () => {
    expect(documentText("en")(MSG_DOC_SECURITY.incidents, { n: 3 })).toBe("Incidents (3)");
    expect(documentText("es")(MSG_DOC_SECURITY.heading)).toBe("INFORME DE SEGURIDAD");
    expect(documentText("fr")(MSG_DOC_SECURITY.period, { from: "01/03/2026", to: "07/03/2026" })).toBe(
      "Du 01/03/2026 au 07/03/2026",
    );
    // ASCII file names: a download keeps its name on every system.
    for (const lang of ["fr", "en", "es"] as const)
      for (const stem of [
        MSG_DOC_SECURITY.filename,
        MSG_DOC_REPORT.filename,
        MSG_DOC_PAYSLIP.filename,
        MSG_DOC_PAYROLL_MONTH.filename,
        MSG_DOC_PAYROLL_VARIABLES.filename,
        ...Object.values(MSG_DOC_FILES),
      ])
        expect(documentText(lang)(stem)).toMatch(/^[a-z-]+$/);
  });

  it("writes figures and percentages in the reader's locale", () => {
    expect(documentNumber(8, "fr")).toBe("8,0");
    expect(documentNumber(8, "en")).toBe("8.0");
    expect(documentNumber(1234.5, "en", 2)).toBe("1,234.50");
    expect(documentPercent(55, "fr")).toBe("55\u00a0%");
    expect(documentPercent(66.67, "en")).toBe("66.7%");
    expect(documentPercent(66.67, "es")).toBe("66,7\u00a0%");
  });

  it("dates a document in Paris time, with the reader's words around the day", () => {
    const at = "2026-11-13T13:05:00Z";
    expect(documentDateTime(at, "fr")).toBe("13/11/2026 à 14:05");
    expect(documentDateTime(at, "en")).toBe("13/11/2026 at 14:05");
    expect(documentDateTime(at, "es")).toBe("13/11/2026 a las 14:05");
    // After midnight in Paris, still the evening before in UTC: the Paris day is printed.
    expect(documentDateTime("2026-07-01T22:30:00Z", "en")).toBe("02/07/2026 at 00:30");
  });
});
