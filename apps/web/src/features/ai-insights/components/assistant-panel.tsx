import type { TAssistantAnswerOut } from "@hts/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Bot, Send, User } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast-store";
import { aiKeys, useAssistantChat } from "../api/ai-insights-api.ts";

type TEntry = { id: number; question: string; answer: TAssistantAnswerOut };

/** The assistant: a question box, the conversation of this visit, and the engine that really answered. */
export function AssistantPanel() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const chat = useAssistantChat();
  const [question, setQuestion] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [history, setHistory] = useState<TEntry[]>([]);

  const ask = async (text: string) => {
    if (!text.trim()) {
      setError(t("aiInsights.assistant.required"));
      return;
    }
    setError(null);
    try {
      const answer = await chat.mutateAsync(text.trim());
      setHistory((list) => [...list, { id: Date.now(), question: text.trim(), answer }]);
      setQuestion("");
      // The badge follows the engine that really answered (a model may have fallen back).
      queryClient.setQueryData(aiKeys.engine(), answer.engine);
    } catch (caught) {
      toast({
        variant: "destructive",
        title: t("aiInsights.assistant.error"),
        description: caught instanceof Error ? caught.message : undefined,
      });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void ask(question);
  };

  const last = history.at(-1);
  return (
    <Card data-testid="assistant">
      <CardHeader>
        <CardTitle>{t("aiInsights.assistant.title")}</CardTitle>
        <CardDescription>{t("aiInsights.assistant.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {/* Scrolls on its own once the conversation is long: focusable so a keyboard can scroll it. */}
        <ol
          className="grid max-h-96 gap-3 overflow-y-auto"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (axe scrollable-region-focusable)
          tabIndex={0}
          aria-label={t("aiInsights.assistant.historyLabel")}
          aria-live="polite"
          data-testid="assistant-history"
        >
          {history.length === 0 && (
            <li className="text-sm text-muted-foreground">{t("aiInsights.assistant.empty")}</li>
          )}
          {history.map((entry) => (
            <li key={entry.id} className="grid gap-2">
              <div className="flex items-start gap-2">
                <User className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <p className="text-sm">
                  <span className="sr-only">{t("aiInsights.assistant.youSaid")} </span>
                  {entry.question}
                </p>
              </div>
              <div className="flex items-start gap-2 rounded-md bg-muted p-3">
                <Bot className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <div className="grid gap-1">
                  <p className="text-sm" data-testid="assistant-answer">
                    <span className="sr-only">{t("aiInsights.assistant.assistantSaid")} </span>
                    {entry.answer.response}
                  </p>
                  <p className="text-xs text-muted-foreground" data-testid="answer-engine">
                    {t("aiInsights.engine", { label: entry.answer.engine.label })}
                    {entry.answer.fallback && entry.answer.engine.model
                      ? ` — ${t("aiInsights.engineFallback", { model: entry.answer.engine.model })}`
                      : ""}
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ol>
        {last && last.answer.suggestions.length > 0 && (
          <div className="grid gap-2">
            <p className="text-xs font-medium text-muted-foreground">
              {t("aiInsights.assistant.suggestions")}
            </p>
            <div className="flex flex-wrap gap-2">
              {last.answer.suggestions.map((s) => (
                <Button key={s} type="button" size="sm" variant="outline" onClick={() => void ask(s)}>
                  {s}
                </Button>
              ))}
            </div>
          </div>
        )}
        <form onSubmit={onSubmit} className="grid gap-2" noValidate>
          <label htmlFor={`${id}-q`} className="text-sm font-medium">
            {t("aiInsights.assistant.label")}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-q`}
              value={question}
              maxLength={500}
              onChange={(e) => setQuestion(e.target.value)}
              placeholder={t("aiInsights.assistant.placeholder")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-err` : undefined}
            />
            <Button type="submit" disabled={chat.isPending}>
              <Send className="size-4" aria-hidden="true" />
              {chat.isPending ? t("aiInsights.assistant.sending") : t("aiInsights.assistant.send")}
            </Button>
          </div>
          {error && (
            <p id={`${id}-err`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
