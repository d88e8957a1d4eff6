// Scores the held-out evaluation set (issue 29): the built-in engine must read at least 90 % of the
// questions in each language as the tool and arguments written beside them; every question the
// assistant suggests, in every language, must be understood; what it cannot read gets suggestions.

import { describe, expect, it } from "vitest";
import { renderServerText } from "../i18n/server-text.ts";
import { builtinAnswer, parseQuestion, suggestions } from "./ai-insights.assistant.ts";
import { evaluationData } from "./ai-insights.eval-data.ts";
import { EVAL_SET, type TEvalCase } from "./ai-insights.eval-set.ts";

const data = evaluationData();
/** Arguments that must be absent when the case does not name them: reading one invents a filter. */
const MUST_BE_ABSENT = ["site", "rank", "entity", "day", "severity", "status", "agent"] as const;

export function scoreCase(c: TEvalCase): string | null {
  const parsed = parseQuestion(data, c.q);
  if (c.tool === null)
    return parsed.kind === "tool"
      ? `${c.q} → ${parsed.tool} ${JSON.stringify(parsed.args)} (attendu : aucun)`
      : null;
  if (parsed.kind !== "tool") return `${c.q} → ${parsed.kind} (attendu ${c.tool})`;
  const expected = (c.args ?? {}) as Record<string, unknown>;
  const got = parsed.args as Record<string, unknown>;
  const wrong =
    parsed.tool !== c.tool ||
    Object.entries(expected).some(([key, value]) => got[key] !== value) ||
    MUST_BE_ABSENT.some((key) => !(key in expected) && got[key] !== undefined);
  return wrong
    ? `${c.q} → ${parsed.tool} ${JSON.stringify(got)} (attendu ${c.tool} ${JSON.stringify(expected)})`
    : null;
}

export function scoreEvalSet() {
  const byLang = { fr: { ok: 0, total: 0 }, en: { ok: 0, total: 0 }, es: { ok: 0, total: 0 } };
  const failures: string[] = [];
  for (const c of EVAL_SET) {
    const failure = scoreCase(c);
    byLang[c.lang].total += 1;
    if (failure) failures.push(`[${c.lang}] ${failure}`);
    else byLang[c.lang].ok += 1;
  }
  return { byLang, failures, accuracy: (EVAL_SET.length - failures.length) / EVAL_SET.length };
}

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
