import { describe, expect, it } from "vitest";
import { detectEmergency, normalizeTranscript } from "./emergency-detector.ts";
import { EMERGENCY_CORPUS } from "./fixtures/emergency-corpus.ts";

describe("detectEmergency", () => {
  it("finds the category, keywords and severity", () => {
    const a = detectEmergency("Départ de FEU au local poubelles, un blessé");
    expect(a.emergency).toBe(true);
    expect(a.categories).toEqual(["incendie", "blesse"]);
    expect(a.keywords).toContain("feu");
    expect(a.severity).toBe("critical");
  });

  it("ignores accents and case", () => {
    expect(detectEmergency("BLESSE AU QUAI 2").categories).toEqual(["blesse"]);
    expect(detectEmergency("fumee dans le couloir").emergency).toBe(true);
    expect(normalizeTranscript("Fumée – À l'aide")).toBe("fumee – a l aide");
  });

  it("is aware of negation", () => {
    for (const phrase of [
      "pas de blessé",
      "aucune fumée",
      "personne n'est blessé",
      "pas d'intrusion",
      "sans blessure",
    ]) {
      expect(detectEmergency(phrase).emergency, phrase).toBe(false);
    }
    expect(detectEmergency("pas de blessé mais de la fumée au 2e").categories).toEqual(["incendie"]);
    expect(detectEmergency("y a pas mal de fumée").emergency).toBe(true);
  });

  it("reads drills and false alarms as routine unless negated", () => {
    expect(detectEmergency("exercice incendie à 15 h").emergency).toBe(false);
    expect(detectEmergency("ce n'est pas un exercice, incendie au bâtiment A").emergency).toBe(true);
  });

  it("reaches a precision and a recall of at least 0.9 on the labelled corpus", () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const misses: string[] = [];
    for (const [phrase, expected] of EMERGENCY_CORPUS) {
      const got = detectEmergency(phrase).emergency;
      if (got && expected) tp++;
      else if (got && !expected) {
        fp++;
        misses.push(`faux positif : ${phrase} ${JSON.stringify(detectEmergency(phrase).keywords)}`);
      } else if (!got && expected) {
        fn++;
        misses.push(`faux négatif : ${phrase}`);
      }
    }
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    const positives = EMERGENCY_CORPUS.filter(([, e]) => e).length;
    console.log(
      `Détecteur d'urgences : ${EMERGENCY_CORPUS.length} phrases (${positives} urgences), précision ${precision.toFixed(3)}, rappel ${recall.toFixed(3)}`,
    );
    if (misses.length) console.log(misses.join("\n"));
    expect(EMERGENCY_CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(Math.abs(positives * 2 - EMERGENCY_CORPUS.length)).toBeLessThanOrEqual(10);
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });
});
