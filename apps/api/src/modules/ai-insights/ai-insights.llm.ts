// An OpenAI-compatible chat model answering the assistant through the same fixed tools (decision 044).
// It sees the question and the tools' answers only; it reaches nothing else. Any failure, bad answer
// or timeout throws, and the caller falls back to the built-in engine.

import {
  renderServerText,
  runTool,
  type TInsightData,
  type TLang,
  TOOL_SCHEMAS,
  type TToolName,
} from "@hts/domain";
import type { AppConfig } from "../../config.ts";

type TLlmConfig = NonNullable<AppConfig["llm"]>;

type TMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: TToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

type TToolCall = { id: string; type: "function"; function: { name: string; arguments: string } };

const LANG_NAMES: Record<TLang, string> = { fr: "français", en: "anglais", es: "espagnol" };
const MAX_ROUNDS = 4;

export type TLlmAnswer = { text: string; tool: TToolName | null; figures: Record<string, number | string> };

export async function llmAnswer({
  llm,
  data,
  question,
  lang,
}: {
  llm: TLlmConfig;
  data: TInsightData;
  question: string;
  lang: TLang;
}): Promise<TLlmAnswer> {
  const signal = AbortSignal.timeout(llm.timeoutMs);
  const messages: TMessage[] = [
    {
      role: "system",
      content: [
        "Tu es l'assistant d'une société de sécurité privée.",
        "Tu réponds uniquement à partir des résultats des outils fournis, qui ne lisent que les données de la société de l'utilisateur.",
        "Cite les chiffres et la période. Si aucun outil ne permet de répondre, dis-le honnêtement.",
        `Nous sommes le ${data.now} (fuseau ${data.timeZone}). Réponds en ${LANG_NAMES[lang]}.`,
      ].join(" "),
    },
    { role: "user", content: question },
  ];
  let lastTool: TToolName | null = null;
  let figures: Record<string, number | string> = {};
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const response = await fetch(`${llm.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model,
        messages,
        temperature: 0,
        tools: TOOL_SCHEMAS.map((tool) => ({ type: "function", function: tool })),
        tool_choice: "auto",
      }),
      signal,
    });
    if (!response.ok) throw new Error(`chat model answered HTTP ${response.status}`);
    const body = (await response.json()) as {
      choices?: { message?: { content?: string | null; tool_calls?: TToolCall[] } }[];
    };
    const message = body.choices?.[0]?.message;
    if (!message) throw new Error("chat model answered without a message");
    const calls = message.tool_calls ?? [];
    if (!calls.length) {
      const text = (message.content ?? "").trim();
      if (!text) throw new Error("chat model answered an empty message");
      return { text, tool: lastTool, figures };
    }
    messages.push({ role: "assistant", content: message.content ?? null, tool_calls: calls });
    for (const call of calls) {
      let args: unknown = {};
      try {
        args = JSON.parse(call.function?.arguments || "{}");
      } catch {
        args = {};
      }
      const result = runTool(data, call.function?.name ?? "", args);
      if (result) {
        lastTool = call.function.name as TToolName;
        figures = result.figures;
      }
      messages.push({
        role: "tool",
        tool_call_id: call.id,
        content: JSON.stringify(
          result
            ? { answer: renderServerText(result.text, lang, data.timeZone), figures: result.figures }
            : { error: "unknown tool" },
        ),
      });
    }
  }
  throw new Error("chat model did not conclude");
}
