import type { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { serverFieldErrors, setServerFieldErrors } from "./server-field-errors.ts";

const unprocessable = (detail: unknown) =>
  new ApiError({ status: 422, message: "Données invalides", detail });

type Form = { name: string; email: string; break_end: string; interventions: string[] };

function recorder() {
  const calls: [string, { type?: string; message?: string }][] = [];
  const setError = ((name: string, error: { type?: string; message?: string }) => {
    calls.push([name, error]);
  }) as unknown as ReturnType<typeof useForm<Form>>["setError"];
  return { calls, setError };
}

describe("setServerFieldErrors", () => {
  it("puts each message of a 422 under the field its loc names, and nothing else", () => {
    const { calls, setError } = recorder();
    const error = unprocessable([
      { loc: ["body", "email"], msg: "Adresse e-mail invalide" },
      { loc: ["body", "unknown_field"], msg: "Champ inconnu" },
      { loc: ["body", "interventions", 0, "time"], msg: "Heure invalide" },
      { loc: ["body", "name"], msg: 42 },
    ]);
    const set = setServerFieldErrors(error, setError, ["name", "email", "interventions"]);
    expect(set).toEqual(["email", "interventions"]);
    expect(calls).toEqual([
      ["email", { type: "server", message: "Adresse e-mail invalide" }],
      ["interventions", { type: "server", message: "Heure invalide" }],
    ]);
  });

  it("accepts the form's default values as the list of fields, and renames a server field", () => {
    const { calls, setError } = recorder();
    const error = unprocessable([{ loc: ["body", "break_minutes"], msg: "Pause trop longue" }]);
    setServerFieldErrors(error, setError, { name: "", email: "" }, { break_minutes: "break_end" });
    expect(calls).toEqual([["break_end", { type: "server", message: "Pause trop longue" }]]);
  });

  it("ignores what is not a 422 list (a 409 sentence, a network error, a plain Error)", () => {
    const { calls, setError } = recorder();
    for (const error of [
      new ApiError({ status: 409, message: "Limite atteinte", detail: "Limite atteinte" }),
      new ApiError({ status: 0, message: "Réseau", detail: undefined }),
      new Error("boom"),
    ])
      expect(setServerFieldErrors(error, setError, ["name"])).toEqual([]);
    expect(calls).toEqual([]);
    expect(serverFieldErrors(unprocessable([null, { loc: "email", msg: "x" }]), ["email"])).toEqual([]);
  });
});
