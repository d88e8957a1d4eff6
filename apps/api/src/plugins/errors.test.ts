import { MSG } from "@hts/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bearer, registerAndLogin, useTestApp } from "../../test/helpers.ts";

const ctx = useTestApp({ bodyLimit: 10_000 });

describe("error handling", () => {
  it("answers bad JSON with a French 400", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.fr",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: MSG.invalidJson });
  });

  it("answers wrong types with a 422 list of { loc, msg, type }", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: 42 } });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail;
    expect(detail).toEqual(
      expect.arrayContaining([expect.objectContaining({ loc: ["body", "email"], type: "invalid_type" })]),
    );
    for (const issue of detail) expect(typeof issue.msg).toBe("string");
  });

  it("answers unknown routes, oversized bodies and unsupported media types with 4xx and detail", async () => {
    const unknown = await ctx.app.inject({ method: "GET", url: "/api/n-existe-pas" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: MSG.routeNotFound });

    const big = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a@b.fr", password: "x".repeat(20_000) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: MSG.bodyTooLarge });

    const xml = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/xml" },
      payload: "<login/>",
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ detail: MSG.unsupportedMediaType });
  });

  it("sends security headers and no CORS header by default", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example" },
    });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBeDefined();
    // Plain HTTP (the default install): no HSTS, see https-headers.test.ts for HTTPS.
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("serves the OpenAPI document generated from the schemas", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of [
      "/api/auth/login",
      "/api/auth/register",
      "/api/auth/me",
      "/api/users",
      "/api/users/{id}",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(
      doc.paths["/api/auth/login"].post.requestBody.content["application/json"].schema.properties,
    ).toHaveProperty("password");
    const ui = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe("fuzzed input never gives a 500", () => {
  const routes = [
    { method: "POST", url: "/api/auth/register" },
    { method: "POST", url: "/api/auth/register?user_name=x&user_email=y&user_password=z" },
    { method: "POST", url: "/api/auth/login" },
    { method: "POST", url: "/api/auth/logout" },
    { method: "GET", url: "/api/auth/me" },
    { method: "POST", url: "/api/users" },
    { method: "PATCH", url: "/api/users/00000000-0000-4000-8000-000000000000" },
    { method: "PATCH", url: "/api/users/%27%3B%20drop%20table%20users" },
    { method: "POST", url: "/api/demo-requests" },
  ] as const;

  it("holds for random JSON bodies, random text and random tokens on every auth and users route", async () => {
    const admin = await registerAndLogin(ctx.app);
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({
        email: fc.oneof(fc.string(), fc.emailAddress(), fc.integer()),
        password: fc.oneof(fc.string(), fc.constant(null)),
        company: fc.anything({ maxDepth: 2 }),
        admin: fc.anything({ maxDepth: 2 }),
        role: fc.string(),
        active: fc.anything({ maxDepth: 1 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        body,
        fc.constantFrom("admin", "garbage", "none"),
        fc.boolean(),
        async (route, payload, auth, asText) => {
          const headers: Record<string, string> = { "content-type": "application/json" };
          if (auth === "admin") Object.assign(headers, bearer(admin.token));
          if (auth === "garbage") headers.authorization = "Bearer \u00e9\u0000'";
          const res = await ctx.app.inject({
            method: route.method,
            url: route.url,
            headers,
            payload: asText ? `${JSON.stringify(payload)}}` : JSON.stringify(payload),
          });
          expect(res.statusCode, `${route.method} ${route.url} ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toHaveProperty("detail");
        },
      ),
      { numRuns: 300, seed: 20261122 },
    );
  });
});

describe("router errors", () => {
  it("answers an over-long path segment with a French 414, not Fastify's own body", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/sites/${"x".repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: MSG.urlTooLong });
  });
});
