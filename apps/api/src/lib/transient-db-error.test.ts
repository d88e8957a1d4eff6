import { describe, expect, it } from "vitest";
import { isTransientDbError } from "./transient-db-error.ts";

const pgError = (code: string) => Object.assign(new Error("pg"), { code });
const wrapped = (cause: unknown) => new Error("Failed query: insert into ...", { cause });

describe("transient database errors", () => {
  it("recognises a deadlock, a serialization conflict and a pool timeout, wrapped by Drizzle or not", () => {
    expect(isTransientDbError(wrapped(pgError("40P01")))).toBe(true);
    expect(isTransientDbError(pgError("40001"))).toBe(true);
    expect(isTransientDbError(wrapped(new Error("timeout exceeded when trying to connect")))).toBe(true);
  });

  it("leaves every other failure a 500: a constraint, a syntax error, a plain bug", () => {
    expect(isTransientDbError(wrapped(pgError("23505")))).toBe(false);
    expect(isTransientDbError(wrapped(pgError("42601")))).toBe(false);
    expect(isTransientDbError(new TypeError("x is undefined"))).toBe(false);
    expect(isTransientDbError("timeout exceeded when trying to connect")).toBe(false);
  });

  it("stops walking a cause chain that loops", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(isTransientDbError(a)).toBe(false);
  });
});
