import { describe, expect, it } from "vitest";
import { requestChangeProblem, requestMailStep } from "./client-requests.rules.ts";
import { MSG_CLIENTS } from "./clients.messages.ts";

describe("requestChangeProblem", () => {
  const open = { status: "open" as const, answer: null };
  it("lets a request move on and be answered", () => {
    expect(requestChangeProblem({ current: open, next: { status: "in_progress" } })).toBeNull();
    expect(requestChangeProblem({ current: open, next: { answer: "Un agent de plus samedi." } })).toBeNull();
    expect(requestChangeProblem({ current: open, next: { status: "closed", answer: "Fait." } })).toBeNull();
  });
  it("closes a request only with an answer, given now or before", () => {
    expect(requestChangeProblem({ current: open, next: { status: "closed" } })).toBe(
      MSG_CLIENTS.requestAnswerRequired,
    );
    expect(requestChangeProblem({ current: open, next: { status: "closed", answer: null } })).toBe(
      MSG_CLIENTS.requestAnswerRequired,
    );
    expect(
      requestChangeProblem({ current: { status: "in_progress", answer: "Vu." }, next: { status: "closed" } }),
    ).toBeNull();
  });
  it("reopens a closed request before answering it again", () => {
    const closed = { status: "closed" as const, answer: "Fait." };
    expect(requestChangeProblem({ current: closed, next: { answer: "Autre chose" } })).toBe(
      MSG_CLIENTS.requestClosed,
    );
    expect(requestChangeProblem({ current: closed, next: { status: "open" } })).toBeNull();
    expect(requestChangeProblem({ current: closed, next: { status: "open", answer: "Repris." } })).toBeNull();
  });
});

describe("requestMailStep", () => {
  it("mails the client at each step that tells him something new", () => {
    expect(requestMailStep({ before: "open", after: "in_progress", answered: false })).toBe("in_progress");
    expect(requestMailStep({ before: "open", after: "in_progress", answered: true })).toBe("answered");
    expect(requestMailStep({ before: "in_progress", after: "in_progress", answered: true })).toBe("answered");
    expect(requestMailStep({ before: "in_progress", after: "closed", answered: true })).toBe("closed");
    expect(requestMailStep({ before: "open", after: "closed", answered: false })).toBe("closed");
    expect(requestMailStep({ before: "closed", after: "open", answered: false })).toBe("reopened");
    expect(requestMailStep({ before: "in_progress", after: "in_progress", answered: false })).toBeNull();
    expect(requestMailStep({ before: "in_progress", after: "open", answered: false })).toBeNull();
  });
});
