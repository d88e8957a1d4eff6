// The model path against a local HTTP server speaking the OpenAI chat-completions protocol with tool
// calls, started here: a good exchange, an HTTP failure, a malformed answer and a timeout, the last
// three falling back to the built-in engine.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import type { AppConfig } from "../../config.ts";
import { insightsCompany } from "./ai-insights-fixture.ts";

type TMode = "ok" | "fail" | "garbage" | "timeout" | "foreign-site";
let mode: TMode = "ok";
const requests: { auth: string | undefined; body: Record<string, unknown> }[] = [];
let server: Server;
const overrides: Partial<AppConfig> = {};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    requests.push({ auth: req.headers.authorization, body });
    if (req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    if (mode === "timeout") return; // never answers
    if (mode === "fail") {
      res.writeHead(500, { "content-type": "application/json" }).end('{"error":"boom"}');
      return;
    }
    if (mode === "garbage") {
      res.writeHead(200, { "content-type": "application/json" }).end("{not json");
      return;
    }
    const messages = body.messages as { role: string; content: string }[];
    const toolMessage = messages.find((m) => m.role === "tool");
    const reply = toolMessage
      ? {
          role: "assistant",
          content: `Réponse du modèle : ${JSON.parse(toolMessage.content).answer ?? "rien"}`,
        }
      : {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              id: "call_1",
              type: "function",
              function: {
                name: "count_alarms",
                arguments: JSON.stringify(
                  mode === "foreign-site"
                    ? { period: "last_30_days", site: "Dépôt Zêta" }
                    : { period: "last_7_days", severity: "critique" },
                ),
              },
            },
          ],
        };
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "x",
        object: "chat.completion",
        choices: [{ index: 0, message: reply, finish_reason: "stop" }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  overrides.llm = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    model: "modele-test",
    apiKey: "cle-test",
    timeoutMs: 400,
  };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const ctx = useTestApp(overrides);

describe("assistant with a configured chat model", () => {
  it("calls the same tools through function calling, names the model, and falls back on failure and timeout", async () => {
    const a = await insightsCompany(ctx.app, ctx.database, { name: "Modèle A", siteNames: ["Tour Alpha"] });
    await insightsCompany(ctx.app, ctx.database, { name: "Modèle B", siteNames: ["Dépôt Zêta"] });
    const ask = (question: string) =>
      a.call({ method: "POST", url: "/api/ai-insights/assistant-chat", payload: { question } });

    expect((await a.call({ method: "GET", url: "/api/ai-insights/engine" })).json()).toEqual({
      kind: "llm",
      label: "modele-test",
      model: "modele-test",
    });

    mode = "ok";
    const good = (await ask("Combien d'alarmes critiques cette semaine ?")).json();
    expect(good.engine).toEqual({ kind: "llm", label: "modele-test", model: "modele-test" });
    expect(good.fallback).toBe(false);
    expect(good.tool).toBe("count_alarms");
    expect(good.figures.n).toBe(3);
    expect(good.response).toContain("Réponse du modèle : Alarmes du");
    const first = requests.at(-2);
    expect(first?.auth).toBe("Bearer cle-test");
    expect(first?.body.model).toBe("modele-test");
    expect(first?.body.tools as unknown[]).toHaveLength(8);

    // The model asks about another company's site: the tool finds nothing of it.
    mode = "foreign-site";
    const foreign = (await ask("Alarmes au Dépôt Zêta ?")).json();
    expect(foreign.response).toContain("Je ne trouve aucun site « Dépôt Zêta »");
    expect(foreign.figures).toEqual({});

    for (const failure of ["fail", "garbage", "timeout"] as const) {
      mode = failure;
      const started = Date.now();
      const answer = (await ask("Combien d'alarmes critiques ces 7 derniers jours ?")).json();
      expect(answer.engine).toEqual({ kind: "builtin", label: "Moteur intégré", model: "modele-test" });
      expect(answer.fallback).toBe(true);
      expect(answer.figures.n).toBe(3);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    // After a failure the badge shows the engine really answering.
    expect((await a.call({ method: "GET", url: "/api/ai-insights/engine" })).json().kind).toBe("builtin");
    mode = "ok";
    await ask("Combien d'alarmes ?");
    expect((await a.call({ method: "GET", url: "/api/ai-insights/engine" })).json().kind).toBe("llm");
  });
});
