import { describe, expect, it } from "vitest";
import { identifierProblem, normaliseIdentifier, sirenOfSiret, sirenValid } from "./clients.rules.ts";
import { ZClientCreate } from "./clients.schemas.ts";

// 732 829 320 and 552 100 554 pass Luhn; 732 829 320 00074 is an establishment of the first.
describe("client identifiers", () => {
  it("accepts a SIREN with its Luhn key and refuses one digit off", () => {
    expect(sirenValid("732829320")).toBe(true);
    expect(sirenValid("732829321")).toBe(false);
    expect(sirenValid("73282932")).toBe(false);
    expect(sirenValid("73282932a")).toBe(false);
  });

  it("normalises what is typed from an invoice", () => {
    expect(normaliseIdentifier("732 829 320 00074")).toBe("73282932000074");
    expect(normaliseIdentifier("732.829.320")).toBe("732829320");
  });

  it("says which identifier is wrong, and when the SIRET is not of the SIREN", () => {
    expect(identifierProblem({ siren: "732829320", siret: "73282932000074" })).toBeNull();
    expect(identifierProblem({ siren: null, siret: null })).toBeNull();
    expect(identifierProblem({ siren: "732829321", siret: null })).toBe("siren");
    expect(identifierProblem({ siren: null, siret: "73282932000075" })).toBe("siret");
    expect(identifierProblem({ siren: "732829320", siret: "55210055400013" })).toBe("mismatch");
    expect(sirenOfSiret("73282932000074")).toBe("732829320");
  });

  it("validates a client form: identifiers normalised, empty ones null, bad ones refused", () => {
    const ok = ZClientCreate.parse({ name: " Foncière Ouest ", siren: "732 829 320", siret: "" });
    expect(ok).toMatchObject({ name: "Foncière Ouest", siren: "732829320", siret: null, contacts: [] });
    const bad = ZClientCreate.safeParse({ name: "X", siret: "73282932000075" });
    expect(bad.success).toBe(false);
  });
});
