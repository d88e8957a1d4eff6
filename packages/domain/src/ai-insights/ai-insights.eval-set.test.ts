// Scores the held-out evaluation set (issue 29): the built-in engine must read at least 90 % of the
// questions in each language as the tool and arguments written beside them; every question the
// assistant suggests, in every language, must be understood; what it cannot read gets suggestions.

import { describe, expect, it } from "vitest";
import { renderServerText } from "../i18n/server-text.ts";
import { builtinAnswer, suggestions } from "./ai-insights.assistant.ts";
import { evalData as data, scoreEvalSet } from "./ai-insights.eval-score.ts";
import { EVAL_SET } from "./ai-insights.eval-set.ts";

describe("assistant held-out evaluation set", () => {
  it("holds at least 50 questions per language", () => {
    for (const lang of ["fr", "en", "es"] as const)
      expect(EVAL_SET.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(50);
  });

  it("reads at least 90 % of the questions right in each language", () => {
    const { byLang, failures, accuracy } = scoreEvalSet();
    console.log(
      `Assistant evaluation set: ${(accuracy * 100).toFixed(1)} % (${Object.entries(byLang)
        .map(([lang, s]) => `${lang} ${s.ok}/${s.total}`)
        .join(", ")})`,
    );
    if (failures.length) console.log(failures.join("\n"));
    for (const s of Object.values(byLang)) expect(s.ok / s.total).toBeGreaterThanOrEqual(0.9);
  });

  it("understands every question it suggests, in every language", () => {
    for (const lang of ["fr", "en", "es"] as const)
      for (const suggestion of suggestions(data)) {
        const question = renderServerText(suggestion, lang, "UTC");
        expect(builtinAnswer(data, question).tool, `${lang}: ${question}`).not.toBeNull();
      }
  });

  it("says honestly it does not know, with what it can answer", () => {
    const answer = builtinAnswer(data, "What is the company's revenue?");
    expect(answer.tool).toBeNull();
    expect(answer.suggestions.length).toBeGreaterThan(3);
  });
});
