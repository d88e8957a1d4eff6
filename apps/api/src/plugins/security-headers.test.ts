import fastifyHelmet from "@fastify/helmet";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/helpers.ts";
import { HELMET_OPTIONS, helmetOptionsFor } from "./security-headers.ts";

const ctx = useTestApp({ trustProxy: true });

// What @fastify/helmet, which computed them per request until decision 058, sends with the same options.
const reference = Fastify();
// (helmet's ESM and CommonJS type declarations name the same options twice: the cast joins them.)
reference.register(fastifyHelmet, HELMET_OPTIONS as Parameters<typeof fastifyHelmet>[1]);
reference.get("/x", async () => ({ ok: true }));
afterAll(() => reference.close());

const HELMET_NAMES = new Set([
  "content-security-policy",
  "cross-origin-embedder-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-powered-by",
  "x-xss-protection",
]);

/** The security headers of an answer, in the order they travel: `name: value`. */
const securityHeaders = (answer: { headers: Record<string, unknown> }) =>
  Object.entries(answer.headers)
    .filter(([name]) => HELMET_NAMES.has(name))
    .map(([name, value]) => `${name}: ${value}`);

describe("security headers computed once", () => {
  it("sends exactly what @fastify/helmet sent, on public, refused, authenticated-route and unknown paths", async () => {
    const expected = securityHeaders(await reference.inject({ method: "GET", url: "/x" }));
    expect(expected.length).toBe(11);
    expect(expected[0]).toMatch(/^content-security-policy: default-src 'self';.*media-src 'self' blob:$/);
    for (const url of ["/api/health", "/api/auth/me", "/api/alarms?limit=5", "/api/nothing-here"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(securityHeaders(res), url).toEqual(expected);
    }
    const post = await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: {} });
    expect(post.statusCode).toBe(422);
    expect(securityHeaders(post)).toEqual(expected);
  });

  it("still adds HSTS and upgrade-insecure-requests over HTTPS only", async () => {
    const secure = await ctx.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(secure.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(String(secure.headers["content-security-policy"])).toMatch(
      /media-src 'self' blob:;upgrade-insecure-requests$/,
    );
  });
});

describe("the map's tile server", () => {
  it("is the one origin added to img-src, and only when configured", () => {
    const directives = (options: ReturnType<typeof helmetOptionsFor>) =>
      (options.contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
    expect(helmetOptionsFor({})).toBe(HELMET_OPTIONS);
    const withMap = directives(
      helmetOptionsFor({ mapTileUrl: "https://tuiles.exemple:8443/osm/{z}/{x}/{y}.png" }),
    );
    expect(withMap["img-src"]).toEqual(["'self'", "data:", "blob:", "https://tuiles.exemple:8443"]);
    expect(withMap["connect-src"]).toEqual(["'self'"]);
    // The shared options are not changed for the next installation built in the same process.
    expect(directives(HELMET_OPTIONS)["img-src"]).toEqual(["'self'", "data:", "blob:"]);
  });
});
