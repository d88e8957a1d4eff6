import { z } from "zod";
import { MSG_AI } from "./ai-insights.messages.ts";

/** POST /api/ai-insights/assistant-chat: a non-blank question (spec part 2, section 5). */
export const ZAssistantChat = z
  .object({
    question: z
      .string({ error: MSG_AI.questionRequired })
      .trim()
      .min(1, { error: MSG_AI.questionRequired })
      .max(500, { error: MSG_AI.questionTooLong }),
  })
  .strict();
export type TAssistantChat = z.infer<typeof ZAssistantChat>;

/** The engine that produced an answer: never a name that is not running (decision 044). */
export const ZAiEngine = z.object({
  kind: z.enum(["builtin", "llm"]),
  label: z.string(),
  /** The configured model's name, when one is configured (it may have failed: then kind is builtin). */
  model: z.string().nullable(),
});
export type TAiEngine = z.infer<typeof ZAiEngine>;

export const ZAssistantAnswer = z.object({
  response: z.string(),
  engine: ZAiEngine,
  /** True when a configured model failed or timed out and the built-in engine answered instead. */
  fallback: z.boolean(),
  tool: z.string().nullable(),
  figures: z.record(z.string(), z.union([z.number(), z.string()])),
  suggestions: z.array(z.string()),
});
export type TAssistantAnswerOut = z.infer<typeof ZAssistantAnswer>;
