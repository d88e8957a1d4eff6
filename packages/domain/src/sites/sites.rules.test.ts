import { describe, expect, it } from "vitest";
import { siteLimitMessage } from "./sites.rules.ts";

describe("siteLimitMessage", () => {
  it("names the plan and its limit, in French", () => {
    expect(siteLimitMessage("basic")).toBe(
      "Limite de sites atteinte pour l'abonnement Basic (10 sites). Passez à l'offre supérieure pour en ajouter.",
    );
    expect(siteLimitMessage("pro")).toContain("Pro (50 sites)");
  });

  it("has nothing to say for an unlimited plan", () => {
    expect(siteLimitMessage("enterprise")).toBeNull();
  });
});
