import { describe, expect, it } from "vitest";
import { townFromAddress } from "./company-town.ts";

describe("townFromAddress", () => {
  it("takes the text after a French postcode", () => {
    expect(townFromAddress("12 rue de la Paix, 75002 Paris")).toBe("Paris");
    expect(townFromAddress("ZI Nord 69100 Villeurbanne Cedex")).toBe("Villeurbanne Cedex");
    expect(townFromAddress("3 av. Foch, 13001 Marseille, France")).toBe("Marseille");
  });

  it("falls back to the last comma part", () => {
    expect(townFromAddress("Zone industrielle, Lyon")).toBe("Lyon");
  });

  it("gives nothing when no town can be told", () => {
    expect(townFromAddress(null)).toBeNull();
    expect(townFromAddress("   ")).toBeNull();
    expect(townFromAddress("12 rue de la Paix")).toBeNull();
    expect(townFromAddress("12 rue de la Paix,")).toBeNull();
  });
});
