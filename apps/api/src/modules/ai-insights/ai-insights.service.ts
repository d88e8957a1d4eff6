import {
  builtinAnswer,
  dashboardInsights,
  incidentAnalysis,
  MSG_AI,
  predictions,
  recommendations,
  renderServerText,
  type TAiEngine,
  type TAssistantAnswerOut,
  type TLang,
  type TServerText,
} from "@hts/domain";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { countAgents } from "../dashboard/index.ts";
import { INSIGHTS_TIME_ZONE, loadInsightData } from "./ai-insights.data.ts";
import { llmAnswer } from "./ai-insights.llm.ts";

const renderer = (lang: TLang) => (text: TServerText) => renderServerText(text, lang, INSIGHTS_TIME_ZONE);

/** The statistics and rules engine that computes every insight; always available. */
export const builtinEngine = (lang: TLang, model: string | null = null): TAiEngine => ({
  kind: "builtin",
  label: renderServerText({ text: MSG_AI.engineBuiltin }, lang),
  model,
});

/**
 * Which engine answers the assistant now: the configured model while its last call succeeded (or it
 * was not tried yet), the built-in engine otherwise. Insights themselves are always computed by the
 * built-in engine (decision 044).
 */
export class AssistantEngine {
  private lastFailure: number | null = null;

  constructor(
    private readonly llm: AppConfig["llm"],
    private readonly log: FastifyBaseLogger,
  ) {}

  current(lang: TLang): TAiEngine {
    if (!this.llm) return builtinEngine(lang);
    if (this.lastFailure !== null) return builtinEngine(lang, this.llm.model);
    return { kind: "llm", label: this.llm.model, model: this.llm.model };
  }

  async answer(auth: AuthContext, question: string, lang: TLang): Promise<TAssistantAnswerOut> {
    const data = await loadInsightData(auth);
    const render = renderer(lang);
    if (this.llm) {
      try {
        const answer = await llmAnswer({ llm: this.llm, data, question, lang });
        this.lastFailure = null;
        return {
          response: answer.text,
          engine: { kind: "llm", label: this.llm.model, model: this.llm.model },
          fallback: false,
          tool: answer.tool,
          figures: answer.figures,
          suggestions: [],
        };
      } catch (error) {
        this.lastFailure = Date.now();
        this.log.warn({ err: error }, "assistant: chat model failed, built-in engine answers");
      }
    }
    const answer = builtinAnswer(data, question);
    return {
      response: render(answer.text),
      engine: builtinEngine(lang, this.llm?.model ?? null),
      fallback: Boolean(this.llm),
      tool: answer.tool,
      figures: answer.figures,
      suggestions: answer.suggestions.map(render),
    };
  }
}

export async function getDashboardInsights(auth: AuthContext, lang: TLang) {
  const [data, agents] = await Promise.all([loadInsightData(auth), countAgents(auth.tenant)]);
  return {
    ...dashboardInsights(data, renderer(lang), agents.total),
    engine: builtinEngine(lang),
    generated_at: data.now,
  };
}

export async function getIncidentAnalysis(auth: AuthContext, lang: TLang) {
  const data = await loadInsightData(auth);
  const render = renderer(lang);
  const analysis = incidentAnalysis(data, render);
  const recs = recommendations(data, render);
  return {
    success: true,
    analysis: {
      ...analysis,
      recommendations: recs.slice(0, 5).map((r) => r.reason),
      priority_actions: recs
        .filter((r) => r.priority === 1)
        .map((r) => ({ reason: r.reason, link: r.link, kind: r.kind })),
      engine: builtinEngine(lang),
    },
  };
}

export async function getPredictions(auth: AuthContext, lang: TLang) {
  const data = await loadInsightData(auth);
  return {
    success: true,
    predictions: { ...predictions(data), engine: builtinEngine(lang), generated_at: data.now },
  };
}

export async function getRecommendations(auth: AuthContext, lang: TLang) {
  const data = await loadInsightData(auth);
  const ranked = recommendations(data, renderer(lang));
  const byKind: Record<string, number> = {};
  for (const r of ranked) byKind[r.kind] = (byKind[r.kind] ?? 0) + 1;
  return {
    success: true,
    recommendations: { ranked, by_kind: byKind, engine: builtinEngine(lang), generated_at: data.now },
  };
}
