import { describe, expect, it } from "vitest";
import { registerAndLogin, uniqueEmail, useTestApp } from "../../../test/helpers.ts";

// Decision 022. Parallel attempts see each other (a slot is reserved before the hash), and the
// hashing pool (here with room for all) is not what limits them: the throttle is.
const ctx = useTestApp({ passwordHashing: { concurrency: 2, queue: 1000, perKey: 1000 } });

describe("login throttle under parallel attempts", () => {
  it("evaluates at most 10 of 30 parallel wrong passwords for one account from one address", async () => {
    const { user } = await registerAndLogin(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: user.email, password: "mauvais-mot-de-passe" },
          remoteAddress: "10.7.7.7",
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(20);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
  });

  it("limits one address spraying many accounts in parallel to 100 evaluated attempts", async () => {
    const results = await Promise.all(
      Array.from({ length: 130 }, () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: uniqueEmail("spray"), password: "x-x-x-x-x" },
          remoteAddress: "10.8.8.8",
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(100);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(30);
  });
});
