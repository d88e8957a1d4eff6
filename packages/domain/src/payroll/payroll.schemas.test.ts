import { describe, expect, it } from "vitest";
import { dec, decimalPlaces, mul, toCents } from "./decimal.ts";
import { MSG_PAYROLL, ZPayrollInput, ZPayrollSettings } from "./payroll.schemas.ts";

/** The French messages zod gives for a draft, by field. */
function problems(draft: Record<string, unknown>) {
  const result = ZPayrollInput.safeParse(draft);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("ZPayrollInput", () => {
  it("fills the spec's defaults around the chosen job", () => {
    expect(ZPayrollInput.parse({ poste: "agent_securite" })).toEqual({
      poste: "agent_securite",
      heures: 151.67,
      heuresNuit: 0,
      heuresDimanche: 0,
      heuresFerie: 0,
      joursTravailles: 20,
      primeHabillage: true,
      primeSSIAP: false,
      primeChef: false,
      primeRisque: false,
      nbChiens: 1,
      navigo: true,
      entretien: true,
    });
  });

  it("requires a known job", () => {
    expect(problems({})).toEqual({ poste: MSG_PAYROLL.jobRequired });
    expect(problems({ poste: "astronaute" })).toEqual({ poste: MSG_PAYROLL.jobRequired });
  });

  it("takes hours by steps of 0.01 and refuses negative night, Sunday and holiday hours", () => {
    expect(problems({ poste: "agent_securite", heures: 151.675 })).toEqual({ heures: MSG_PAYROLL.hoursStep });
    expect(problems({ poste: "agent_securite", heures: 0.01, heuresNuit: 0.1 })).toEqual({});
    expect(problems({ poste: "agent_securite", heures: -1 })).toEqual({ heures: MSG_PAYROLL.hoursRange });
    expect(
      problems({ poste: "agent_securite", heuresNuit: -0.01, heuresDimanche: -1, heuresFerie: -2 }),
    ).toEqual({
      heuresNuit: MSG_PAYROLL.nightNegative,
      heuresDimanche: MSG_PAYROLL.sundayNegative,
      heuresFerie: MSG_PAYROLL.holidayNegative,
    });
    expect(problems({ poste: "agent_securite", heuresNuit: 745 })).toEqual({
      heuresNuit: MSG_PAYROLL.hoursTooMany,
    });
  });

  it("takes 0 to 31 whole days worked", () => {
    expect(problems({ poste: "agent_securite", joursTravailles: 0 })).toEqual({});
    expect(problems({ poste: "agent_securite", joursTravailles: 31 })).toEqual({});
    for (const joursTravailles of [-1, 32, 2.5]) {
      expect(problems({ poste: "agent_securite", joursTravailles })).toEqual({
        joursTravailles: MSG_PAYROLL.daysRange,
      });
    }
  });

  it("takes 1 to 3 dogs for a dog handler, and ignores the count for other jobs", () => {
    expect(problems({ poste: "agent_cynophile", nbChiens: 3 })).toEqual({});
    expect(problems({ poste: "agent_cynophile", nbChiens: 0 })).toEqual({ nbChiens: MSG_PAYROLL.dogsRange });
    expect(problems({ poste: "agent_cynophile", nbChiens: 4 })).toEqual({ nbChiens: MSG_PAYROLL.dogsRange });
    expect(problems({ poste: "agent_securite", nbChiens: 0 })).toEqual({});
  });

  it("accepts only the coefficients of the rate table", () => {
    expect(problems({ poste: "agent_securite", coefficient: 145 })).toEqual({
      coefficient: MSG_PAYROLL.coefficientUnknown,
    });
    expect(problems({ poste: "agent_securite", coefficient: 210 })).toEqual({});
  });
});

describe("ZPayrollSettings", () => {
  it("refuses rates past four decimals, amounts past two, negative amounts and contributions above 100 %", () => {
    const result = ZPayrollSettings.safeParse({
      tauxHoraires: { "130": 12.24001 },
      primeRisque: -1,
      primeHabillage: 19.999,
      tauxCotisations: 1.5,
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(byPath).toEqual({
      "tauxHoraires.130": MSG_PAYROLL.rate,
      primeRisque: MSG_PAYROLL.amount,
      primeHabillage: MSG_PAYROLL.amount,
      tauxCotisations: MSG_PAYROLL.contributions,
    });
  });

  it("completes a partial object with the defaults, field by field", () => {
    const settings = ZPayrollSettings.parse({ primeSSIAP: { niveau1: 60 } });
    expect(settings.primeSSIAP).toEqual({ niveau1: 60, niveau2: 100, niveau3: 200 });
    expect(settings.tauxHoraires["140"]).toBe(12.6079);
  });
});

describe("decimal helpers", () => {
  it("reads numbers as the decimals they print as", () => {
    expect(decimalPlaces(151.67)).toBe(2);
    expect(decimalPlaces(12.6079)).toBe(4);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1e21)).toBe(0);
    expect(dec(151.67)).toEqual({ n: 15167n, scale: 2 });
    expect(dec(-0.5)).toEqual({ n: -5n, scale: 1 });
  });

  it("rounds half away from zero, exactly", () => {
    expect(toCents(dec(1.005))).toBe(1.01);
    expect(toCents(dec(1.00499))).toBe(1);
    expect(toCents(dec(-1.005))).toBe(-1.01);
    expect(toCents(mul(dec(1.15), dec(100)))).toBe(115);
    expect(toCents(dec(7))).toBe(7);
  });
});
