import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_PAYROLL_SETTINGS } from "./payroll.constants.ts";
import { calculatePayroll, payrollJobs } from "./payroll.rules.ts";
import { type TPayrollInputDraft, ZPayrollInput, ZPayrollSettings } from "./payroll.schemas.ts";
import { PAYROLL_JOB_CODES, type TPayrollJobCode } from "./payroll-jobs.ts";

// Every expected amount below was worked out by hand from spec part 2, section 9, carrying all
// decimals and rounding each output once, half up, to the cent. Defaults unless stated: 151.67 h,
// 20 days, dressing 19.99, transport pass 44.40 and upkeep 8.54 => allowances 87.20 + 52.94 = 140.14.

const run = (draft: TPayrollInputDraft, settings = ZPayrollSettings.parse({})) =>
  calculatePayroll({ input: ZPayrollInput.parse(draft), settings });

type Totals = [
  base: number,
  primes: number,
  majorations: number,
  brut: number,
  cot: number,
  ind: number,
  net: number,
];
const totals = (out: ReturnType<typeof calculatePayroll>): Totals => [
  out.salaireBase,
  out.totalPrimes,
  out.totalMajorations,
  out.salaireBrut,
  out.cotisations,
  out.indemnites,
  out.netAPayer,
];

describe("calculatePayroll: every job with the spec's defaults", () => {
  // job, coefficient, hand arithmetic (base; gross; contributions = gross x 0.2173; net = gross - contrib. + 140.14)
  const cases: [TPayrollJobCode, number, Totals][] = [
    // 151.67 x 12.24 = 1856.4408; +19.99 = 1876.4308; x0.2173 = 407.74841284; net 1608.82238716
    ["agent_surveillance", 130, [1856.44, 19.99, 0, 1876.43, 407.75, 140.14, 1608.82]],
    // 151.67 x 12.6079 = 1912.240193; +19.99 = 1932.230193; x0.2173 = 419.87362094; net 1652.49657206
    ["agent_securite", 140, [1912.24, 19.99, 0, 1932.23, 419.87, 140.14, 1652.5]],
    // 151.67 x 13.0796 = 1983.782932; +19.99 = 2003.772932; x0.2173 = 435.41985812; net 1708.49307388
    ["agent_surete", 150, [1983.78, 19.99, 0, 2003.77, 435.42, 140.14, 1708.49]],
    ["agent_statique", 140, [1912.24, 19.99, 0, 1932.23, 419.87, 140.14, 1652.5]],
    // SSIAP box not ticked: same as any coefficient-150 job
    ["ssiap1", 150, [1983.78, 19.99, 0, 2003.77, 435.42, 140.14, 1708.49]],
    // 151.67 x 14.2947 = 2168.077149; +19.99 = 2188.067149; x0.2173 = 475.46699148; net 1852.74015752
    ["ssiap2_chef_equipe", 175, [2168.08, 19.99, 0, 2188.07, 475.47, 140.14, 1852.74]],
    // 151.67 x 16.1535 = 2450.001345; +19.99 = 2469.991345; x0.2173 = 536.72911927; net 2073.40222573
    ["ssiap3_chef_service", 210, [2450, 19.99, 0, 2469.99, 536.73, 140.14, 2073.4]],
    // default 1 dog: 19.99 + 150 + 80 = 249.99; 1983.782932 + 249.99 = 2233.772932;
    // x0.2173 = 485.39885812; net 2233.772932 - 485.39885812 + 140.14 = 1888.51407388
    ["agent_cynophile", 150, [1983.78, 249.99, 0, 2233.77, 485.4, 140.14, 1888.51]],
    // 151.67 x 13.5513 = 2055.325671; +19.99 = 2075.315671; x0.2173 = 450.96609531; net 1764.48957569
    ["agent_intervention", 160, [2055.33, 19.99, 0, 2075.32, 450.97, 140.14, 1764.49]],
    ["chauffeur_securite", 150, [1983.78, 19.99, 0, 2003.77, 435.42, 140.14, 1708.49]],
    ["chef_de_poste", 175, [2168.08, 19.99, 0, 2188.07, 475.47, 140.14, 1852.74]],
    ["controleur", 175, [2168.08, 19.99, 0, 2188.07, 475.47, 140.14, 1852.74]],
    // 151.67 x 15.0381 = 2280.828627; +19.99 = 2300.818627; x0.2173 = 499.96788765; net 1940.99073935
    ["responsable_site", 190, [2280.83, 19.99, 0, 2300.82, 499.97, 140.14, 1940.99]],
    ["responsable_secteur", 210, [2450, 19.99, 0, 2469.99, 536.73, 140.14, 2073.4]],
    ["garde_du_corps_n1", 160, [2055.33, 19.99, 0, 2075.32, 450.97, 140.14, 1764.49]],
    ["garde_du_corps_n2", 190, [2280.83, 19.99, 0, 2300.82, 499.97, 140.14, 1940.99]],
  ];

  it("covers the sixteen jobs of the spec", () => {
    expect(cases.map(([code]) => code).sort()).toEqual([...PAYROLL_JOB_CODES].sort());
  });

  it.each(cases)("%s (coefficient %i)", (poste, coefficient, expected) => {
    const out = run({ poste });
    expect(out.coefficient).toBe(coefficient);
    expect(totals(out)).toEqual(expected);
  });

  it("uses an explicit coefficient over the job's own (an agent paid above the job's minimum)", () => {
    // security agent at coefficient 175: the chef de poste's figures above
    const out = run({ poste: "agent_securite", coefficient: 175 });
    expect(out.tauxHoraire).toBe(14.2947);
    expect(totals(out)).toEqual([2168.08, 19.99, 0, 2188.07, 475.47, 140.14, 1852.74]);
  });
});

describe("calculatePayroll: bonuses", () => {
  it.each([
    // 1983.782932 + 19.99 + 50 = 2053.772932; x0.2173 = 446.28485812; net 1747.62807388
    ["ssiap1", 50, [1983.78, 69.99, 0, 2053.77, 446.28, 140.14, 1747.63]],
    // 2168.077149 + 19.99 + 100 = 2288.067149; x0.2173 = 497.19699148; net 1931.01015752
    ["ssiap2_chef_equipe", 100, [2168.08, 119.99, 0, 2288.07, 497.2, 140.14, 1931.01]],
    // 2450.001345 + 19.99 + 200 = 2669.991345; x0.2173 = 580.18911927; net 2229.94222573
    ["ssiap3_chef_service", 200, [2450, 219.99, 0, 2669.99, 580.19, 140.14, 2229.94]],
  ] as const)("SSIAP bonus of %s is %i", (poste, amount, expected) => {
    const out = run({ poste, primeSSIAP: true });
    expect(out.lignes.primeSSIAP).toBe(amount);
    expect(totals(out)).toEqual(expected);
  });

  it("ignores a ticked SSIAP box on a job without an SSIAP level", () => {
    const out = run({ poste: "agent_securite", primeSSIAP: true });
    expect(out.lignes.primeSSIAP).toBe(0);
    expect(out.totalPrimes).toBe(19.99);
  });

  it.each([
    // 2168.077149 + 19.99 + 100 = 2288.067149 (same totals as the SSIAP 2 bonus above)
    ["chef_de_poste", 100, [2168.08, 119.99, 0, 2288.07, 497.2, 140.14, 1931.01]],
    // 2280.828627 + 19.99 + 150 = 2450.818627; x0.2173 = 532.56288765; net 2058.39573935
    ["responsable_site", 150, [2280.83, 169.99, 0, 2450.82, 532.56, 140.14, 2058.4]],
    // 2450.001345 + 169.99 = 2619.991345; x0.2173 = 569.32411927; net 2190.80722573
    ["responsable_secteur", 150, [2450, 169.99, 0, 2619.99, 569.32, 140.14, 2190.81]],
    // "75 otherwise": 2168.077149 + 94.99 = 2263.067149; x0.2173 = 491.76449148; net 1911.44265752
    ["controleur", 75, [2168.08, 94.99, 0, 2263.07, 491.76, 140.14, 1911.44]],
    ["ssiap2_chef_equipe", 75, [2168.08, 94.99, 0, 2263.07, 491.76, 140.14, 1911.44]],
    // 1912.240193 + 94.99 = 2007.230193; x0.2173 = 436.17112094; net 1711.19907206
    ["agent_securite", 75, [1912.24, 94.99, 0, 2007.23, 436.17, 140.14, 1711.2]],
  ] as const)("supervision bonus of %s is %i", (poste, amount, expected) => {
    const out = run({ poste, primeChef: true });
    expect(out.lignes.primeEncadrement).toBe(amount);
    expect(totals(out)).toEqual(expected);
  });

  it("adds the risk bonus of 100", () => {
    // 1912.240193 + 19.99 + 100 = 2032.230193; x0.2173 = 441.60362094; net 1730.76657206
    const out = run({ poste: "agent_securite", primeRisque: true });
    expect(out.lignes.primeRisque).toBe(100);
    expect(totals(out)).toEqual([1912.24, 119.99, 0, 2032.23, 441.6, 140.14, 1730.77]);
  });

  it("drops the dressing bonus when unticked", () => {
    // 1912.240193; x0.2173 = 415.52979394; net 1912.240193 - 415.52979394 + 140.14 = 1636.85039906
    const out = run({ poste: "agent_securite", primeHabillage: false });
    expect(totals(out)).toEqual([1912.24, 0, 0, 1912.24, 415.53, 140.14, 1636.85]);
  });

  it.each([
    [1, 230, [1983.78, 249.99, 0, 2233.77, 485.4, 140.14, 1888.51]],
    // 150 + 2 x 80 = 310; 2313.772932 x 0.2173 = 502.78285812; net 1951.13007388
    [2, 310, [1983.78, 329.99, 0, 2313.77, 502.78, 140.14, 1951.13]],
    // 150 + 3 x 80 = 390; 2393.772932 x 0.2173 = 520.16685812; net 2013.74607388
    [3, 390, [1983.78, 409.99, 0, 2393.77, 520.17, 140.14, 2013.75]],
  ] as const)("dog handler with %i dog(s) gets %i", (nbChiens, amount, expected) => {
    const out = run({ poste: "agent_cynophile", nbChiens });
    expect(out.lignes.primeCynophile).toBe(amount);
    expect(totals(out)).toEqual(expected);
  });

  it("gives no dog bonus to other jobs, whatever nbChiens says", () => {
    expect(run({ poste: "agent_securite", nbChiens: 3 }).lignes.primeCynophile).toBe(0);
  });

  it("cumulates every bonus and premium (head of post, long month)", () => {
    // rate 14.2947; base 169.5 x 14.2947 = 2422.95165
    // night 42.25 x 14.2947 x 0.75 = 452.96330625; Sunday 16 x 14.2947 x 0.10 = 22.87152;
    // holiday 8 x 14.2947 = 114.3576; premiums 590.19242625
    // bonuses 19.99 + 100 (head of post) + 100 (risk) = 219.99
    // gross 3233.13407625; x0.2173 = 702.560034769125; allowances 22 x 4.36 + 52.94 = 148.86
    // net 3233.13407625 - 702.560034769125 + 148.86 = 2679.434041480875
    const out = run({
      poste: "chef_de_poste",
      heures: 169.5,
      heuresNuit: 42.25,
      heuresDimanche: 16,
      heuresFerie: 8,
      joursTravailles: 22,
      primeChef: true,
      primeRisque: true,
    });
    expect(totals(out)).toEqual([2422.95, 219.99, 590.19, 3233.13, 702.56, 148.86, 2679.43]);
    expect(out.lignes).toMatchObject({
      majorationNuit: 452.96,
      majorationDimanche: 22.87,
      majorationFerie: 114.36,
    });
  });
});

describe("calculatePayroll: premiums and allowances", () => {
  it.each([
    // 10 x 12.6079 x 0.75 = 94.55925; gross 2026.789443; x0.2173 = 440.42134596; net 1726.50809704
    ["heuresNuit", 10, 94.56, [1912.24, 19.99, 94.56, 2026.79, 440.42, 140.14, 1726.51]],
    // 8 x 12.6079 x 0.10 = 10.08632; gross 1942.316513; x0.2173 = 422.06537827; net 1660.39113473
    ["heuresDimanche", 8, 10.09, [1912.24, 19.99, 10.09, 1942.32, 422.07, 140.14, 1660.39]],
    // 7 x 12.6079 x 1.00 = 88.2553; gross 2020.485493; x0.2173 = 439.05149763; net 1721.57399537
    ["heuresFerie", 7, 88.26, [1912.24, 19.99, 88.26, 2020.49, 439.05, 140.14, 1721.57]],
  ] as const)("%s %i h adds %d", (field, hours, premium, expected) => {
    const out = run({ poste: "agent_securite", [field]: hours });
    expect(out.totalMajorations).toBe(premium);
    expect(totals(out)).toEqual(expected);
  });

  it("counts 4.36 per day worked, the transport pass and the upkeep only when ticked", () => {
    // 31 x 4.36 = 135.16; + 44.40 + 8.54 = 188.10; net 1876.4308 - 407.74841284 + 188.10 = 1656.78238716
    const month = run({ poste: "agent_surveillance", joursTravailles: 31 });
    expect(month.indemnites).toBe(188.1);
    expect(month.netAPayer).toBe(1656.78);
    const none = run({ poste: "agent_surveillance", joursTravailles: 0, navigo: false, entretien: false });
    expect(none.indemnites).toBe(0);
    expect(none.lignes).toMatchObject({ indemniteJours: 0, indemniteNavigo: 0, indemniteEntretien: 0 });
  });

  it("pays nothing for an empty month", () => {
    const out = run({
      poste: "agent_securite",
      heures: 0,
      primeHabillage: false,
      joursTravailles: 0,
      navigo: false,
      entretien: false,
    });
    expect(totals(out)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe("calculatePayroll: rounding (once, half up, at the end)", () => {
  it("rounds an exact half-cent up, where binary floating point would round it down", () => {
    // 37.5 x 13.0796 = 490.485 exactly; in doubles 37.5 * 13.0796 * 100 = 49048.49999..., which a naive
    // Math.round turns into 490.48. Contributions 490.485 x 0.2173 = 106.5823905; net 383.9026095.
    expect(Math.round(37.5 * 13.0796 * 100) / 100).toBe(490.48);
    const out = run({
      poste: "agent_surete",
      heures: 37.5,
      primeHabillage: false,
      joursTravailles: 0,
      navigo: false,
      entretien: false,
    });
    expect(totals(out)).toEqual([490.49, 0, 0, 490.49, 106.58, 0, 383.9]);
    // The documented consequence: here the rounded lines give 490.49 - 106.58 = 383.91, one cent off.
    expect(Math.round((out.salaireBrut - out.cotisations + out.indemnites) * 100) / 100).toBe(383.91);
  });

  it("keeps every displayed line within one cent of the sum of the displayed lines it is made of", () => {
    const cents = (v: number) => Math.round(v * 100);
    const arbitraryInput = fc.record({
      poste: fc.constantFrom(...PAYROLL_JOB_CODES),
      heures: fc.integer({ min: 0, max: 74_400 }).map((c) => c / 100),
      heuresNuit: fc.integer({ min: 0, max: 30_000 }).map((c) => c / 100),
      heuresDimanche: fc.integer({ min: 0, max: 30_000 }).map((c) => c / 100),
      heuresFerie: fc.integer({ min: 0, max: 30_000 }).map((c) => c / 100),
      joursTravailles: fc.integer({ min: 0, max: 31 }),
      primeHabillage: fc.boolean(),
      primeSSIAP: fc.boolean(),
      primeChef: fc.boolean(),
      primeRisque: fc.boolean(),
      nbChiens: fc.integer({ min: 1, max: 3 }),
      navigo: fc.boolean(),
      entretien: fc.boolean(),
    });
    fc.assert(
      fc.property(arbitraryInput, (draft) => {
        const out = run(draft);
        for (const value of totals(out)) expect(Number.isInteger(cents(value))).toBe(true);
        const brutGap =
          cents(out.salaireBrut) -
          cents(out.salaireBase) -
          cents(out.totalPrimes) -
          cents(out.totalMajorations);
        const netGap =
          cents(out.netAPayer) - cents(out.salaireBrut) + cents(out.cotisations) - cents(out.indemnites);
        expect(Math.abs(brutGap)).toBeLessThanOrEqual(1);
        expect(Math.abs(netGap)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});

describe("calculatePayroll: company settings", () => {
  it("follows a company's own rates and amounts", () => {
    const settings = ZPayrollSettings.parse({
      tauxHoraires: { "140": 13 },
      tauxCotisations: 0.2,
      indemnites: { navigo: 50 },
    });
    // 151.67 x 13 = 1971.71; + 19.99 = 1991.70; x0.20 = 398.34; allowances 87.20 + 50 + 8.54 = 145.74
    // net 1991.70 - 398.34 + 145.74 = 1739.10
    const out = run({ poste: "agent_securite" }, settings);
    expect(totals(out)).toEqual([1971.71, 19.99, 0, 1991.7, 398.34, 145.74, 1739.1]);
  });

  it("defaults to the spec's figures", () => {
    expect(ZPayrollSettings.parse({})).toEqual(DEFAULT_PAYROLL_SETTINGS);
    expect(calculatePayroll({ input: ZPayrollInput.parse({ poste: "agent_securite" }) }).netAPayer).toBe(
      1652.5,
    );
  });
});

describe("payrollJobs", () => {
  it("lists the sixteen jobs with the bonus boxes each one shows", () => {
    const jobs = payrollJobs();
    expect(jobs).toHaveLength(16);
    expect(jobs.find((j) => j.code === "ssiap2_chef_equipe")).toEqual({
      code: "ssiap2_chef_equipe",
      label: "Chef d'équipe SSIAP 2",
      coefficient: 175,
      niveauSSIAP: 2,
      primes: { primeHabillage: true, primeSSIAP: true, primeChef: true, primeRisque: true, nbChiens: false },
    });
    expect(jobs.filter((j) => j.primes.nbChiens).map((j) => j.code)).toEqual(["agent_cynophile"]);
    expect(jobs.filter((j) => j.primes.primeSSIAP).map((j) => j.niveauSSIAP)).toEqual([1, 2, 3]);
  });
});
