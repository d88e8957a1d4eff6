// Scoring of the held-out evaluation set (issue 29), shared by its CI test and bench/assistant.bench.ts:
// a question is right when the engine picks the expected tool with the expected arguments, and invents
// no filter the question does not name.

import { parseQuestion } from "./ai-insights.assistant.ts";
import { evaluationData } from "./ai-insights.eval-data.ts";
import { EVAL_SET, type TEvalCase } from "./ai-insights.eval-set.ts";

export const evalData = evaluationData();
const data = evalData;
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
