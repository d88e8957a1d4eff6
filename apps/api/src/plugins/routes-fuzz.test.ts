import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bearer, registerAndLogin, useTestApp } from "../../test/helpers.ts";

// Every route of the OpenAPI document, called with random path ids, query strings and bodies by a
// signed-in admin: whatever the input, the answer is a 2xx-4xx with a `{ detail }` on errors, never
// a 500. The event stream is left out: it never ends by design.
const ctx = useTestApp();

type Route = { method: string; path: string };

const SKIP = new Set(["/api/events"]);

function routesOf(doc: { paths: Record<string, Record<string, unknown>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (SKIP.has(path) || path.startsWith("/api/docs")) continue;
    for (const method of Object.keys(operations)) {
      if (["get", "post", "put", "patch", "delete"].includes(method)) routes.push({ method, path });
    }
  }
  return routes;
}

const pathValue = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    "00000000-0000-0000-0000-000000000000",
    "1",
    "-1",
    "null",
    "%27%20or%201%3D1",
    "x".repeat(300),
  ),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom("2026-02-30", "2026-13-01", "-5", "1e309", "pdf", "docx", "xlsx", "csv", "true", ""),
  fc.integer().map(String),
);

describe("every documented route under random input", () => {
  it("never answers 5xx", async () => {
    const admin = await registerAndLogin(ctx.app, { subscription: "enterprise" });
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const routes = routesOf(doc);
    expect(routes.length).toBeGreaterThan(40);

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(pathValue, { minLength: 4, maxLength: 4 }),
        fc.dictionary(
          fc.constantFrom(
            "limit",
            "offset",
            "start_date",
            "end_date",
            "format",
            "status",
            "q",
            "year",
            "month",
            "siteId",
            "agent_id",
            "period",
          ),
          queryValue,
          { maxKeys: 4 },
        ),
        fc.jsonValue({ maxDepth: 3 }),
        async (route, ids, query, body) => {
          let n = 0;
          const path = route.path.replace(/\{[^}]+\}/g, () => ids[n++ % ids.length] ?? "x");
          const qs = new URLSearchParams(query).toString();
          const res = await ctx.app.inject({
            method: route.method.toUpperCase() as "GET",
            url: qs ? `${path}?${qs}` : path,
            headers: { ...bearer(admin.token), "content-type": "application/json" },
            payload: route.method === "get" || route.method === "delete" ? undefined : JSON.stringify(body),
          });
          expect(
            res.statusCode,
            `${route.method.toUpperCase()} ${path}?${qs} → ${res.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toHaveProperty("detail");
        },
      ),
      { numRuns: 800, seed: 1351 },
    );
  }, 240_000);
});
