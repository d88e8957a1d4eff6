import { describe, expect, it } from "vitest";
import { auditActionLabel, auditEntityLabel, auditSentence } from "./audit-sentence.ts";

describe("audit sentences", () => {
  it("reads a site's change as the issue's sentence, in French, English and Spanish", () => {
    const entry = {
      userName: "Marie Dupont",
      action: "update",
      entity: "site",
      entityName: "Entrepôt Nord",
      details: { address: "2 rue Neuve" },
    };
    expect(auditSentence(entry, "fr")).toBe("Marie Dupont a modifié le site Entrepôt Nord : adresse");
    expect(auditSentence(entry, "en")).toBe("Marie Dupont changed the site Entrepôt Nord: address");
    expect(auditSentence(entry, "es")).toBe("Marie Dupont ha modificado el sitio Entrepôt Nord: dirección");
  });

  it("names the system when nobody signed in, and words unknown codes without raw JSON", () => {
    expect(
      auditSentence(
        { userName: null, action: "miss", entity: "lone-worker-check", details: { at: 1 } },
        "fr",
      ),
    ).toBe("Le système a effectué « miss » sur l'élément « lone worker check »");
    expect(auditActionLabel("create", "en")).toBe("created");
    expect(auditEntityLabel("shift", "es")).toBe("el turno");
  });
});
