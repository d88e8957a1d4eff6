// The assistant's score on its held-out evaluation set (issue 29), per language, and the time the
// built-in engine takes to read the 150 questions, beside the time of normalizing them alone (baseline).

import { normalize } from "@hts/domain";
import { scoreEvalSet } from "../packages/domain/src/ai-insights/ai-insights.eval-score.ts";
import { EVAL_SET } from "../packages/domain/src/ai-insights/ai-insights.eval-set.ts";

export async function benchAssistant(): Promise<void> {
  const rounds = 20;
  let started = performance.now();
  for (let i = 0; i < rounds; i++) for (const c of EVAL_SET) normalize(c.q);
  const baselineMs = (performance.now() - started) / rounds;
  started = performance.now();
  let result = scoreEvalSet();
  for (let i = 1; i < rounds; i++) result = scoreEvalSet();
  const parseMs = (performance.now() - started) / rounds;
  console.log("Assistant : jeu d'évaluation tenu à part");
  console.log(`  score ${(result.accuracy * 100).toFixed(1)} % sur ${EVAL_SET.length} questions`);
  for (const [lang, s] of Object.entries(result.byLang))
    console.log(`  ${lang} : ${s.ok}/${s.total} (${((s.ok / s.total) * 100).toFixed(1)} %)`);
  for (const failure of result.failures) console.log(`  échec : ${failure}`);
  console.log(
    `  lecture des ${EVAL_SET.length} questions : ${parseMs.toFixed(2)} ms (normalisation seule : ${baselineMs.toFixed(2)} ms)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAssistant();
