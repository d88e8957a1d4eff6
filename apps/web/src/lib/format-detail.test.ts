import { describe, expect, it } from "vitest";
import { formatDetail } from "./format-detail.ts";

describe("formatDetail", () => {
  it("shows a string as is", () => {
    expect(formatDetail("Identifiants incorrects")).toBe("Identifiants incorrects");
  });

  it("joins a validation list with ', ' using each msg", () => {
    const detail = [
      { loc: ["body", "email"], msg: "Adresse e-mail invalide", type: "invalid_format" },
      { loc: ["body", "password"], msg: "Ce champ est obligatoire", type: "too_small" },
    ];
    expect(formatDetail(detail)).toBe("Adresse e-mail invalide, Ce champ est obligatoire");
  });

  it("keeps string entries and serialises entries without msg", () => {
    expect(formatDetail(["Premier", { code: 3 }, 7])).toBe('Premier, {"code":3}, 7');
  });

  it("uses an object's msg, or its JSON", () => {
    expect(formatDetail({ msg: "Limite atteinte", limit: 10 })).toBe("Limite atteinte");
    expect(formatDetail({ limit: 10 })).toBe('{"limit":10}');
  });

  it("falls back to the generic message", () => {
    expect(formatDetail(undefined)).toBe("Une erreur est survenue");
    expect(formatDetail(null)).toBe("Une erreur est survenue");
    expect(formatDetail("")).toBe("Une erreur est survenue");
    expect(formatDetail([])).toBe("Une erreur est survenue");
    expect(formatDetail(42, "Erreur lors de l'inscription")).toBe("Erreur lors de l'inscription");
  });
});
