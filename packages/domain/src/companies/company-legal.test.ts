import { describe, expect, it } from "vitest";
import { versionInForce } from "../payroll/payroll-settings-history.ts";
import { legalLines, luhnValid, siretValid, ZCompanyLegal } from "./company-legal.ts";

describe("company legal identifiers", () => {
  it("checks SIRET with Luhn (and La Poste's digit sum)", () => {
    expect(luhnValid("732829320")).toBe(true); // SIREN
    expect(siretValid("73282932000074")).toBe(true);
    expect(siretValid("73282932000075")).toBe(false);
    expect(siretValid("7328293200007")).toBe(false);
    expect(siretValid("3560000000001A")).toBe(false);
    expect(siretValid("35600000000015")).toBe(true); // La Poste: digit sum 20, divisible by 5
  });

  it("normalises what a person types and prints only what is filled", () => {
    const legal = ZCompanyLegal.parse({
      siret: "732 829 320 00074",
      naf: "8010z",
      urssaf: " 1170 0000 ",
      address: "",
    });
    expect(legal).toEqual({
      legalName: null,
      address: null,
      siret: "73282932000074",
      naf: "80.10Z",
      urssaf: "11700000",
    });
    expect(legalLines(legal)).toEqual(["SIRET 732 829 320 00074", "Code NAF 80.10Z", "URSSAF n° 11700000"]);
    expect(legalLines(ZCompanyLegal.parse({}))).toEqual([]);
    expect(legalLines(ZCompanyLegal.parse({ legalName: "Vigie SAS", naf: "80.10Z" }))).toEqual([
      "Vigie SAS",
      "Code NAF 80.10Z",
    ]);
  });
});

describe("payroll rate versions", () => {
  it("picks the latest version not after the month", () => {
    const versions = [
      { effectiveFrom: "2026-06" },
      { effectiveFrom: "2026-01" },
      { effectiveFrom: "2027-01" },
    ];
    expect(versionInForce(versions, "2025-12")).toBeNull();
    expect(versionInForce(versions, "2026-01")?.effectiveFrom).toBe("2026-01");
    expect(versionInForce(versions, "2026-05")?.effectiveFrom).toBe("2026-01");
    expect(versionInForce(versions, "2026-12")?.effectiveFrom).toBe("2026-06");
    expect(versionInForce(versions, "2030-01")?.effectiveFrom).toBe("2027-01");
  });
});
