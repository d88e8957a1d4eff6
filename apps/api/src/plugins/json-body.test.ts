import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bearer, registerAndLogin, useTestApp } from "../../test/helpers.ts";

// Issue 28, item 3: 6,000 nested arrays sent to a route without a body schema made the text guard
// recurse until it failed (500 after a second of synchronous work, every company slowed down). Every
// write route of the OpenAPI document now gets deep and wide bodies: a 4xx with a `{ detail }`, never
// a 500, while /api/health keeps answering beside them.
const ctx = useTestApp();

const nestedArrays = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
const nestedObjects = (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
const BODIES = {
  arrays: nestedArrays(6000),
  objects: nestedObjects(6000),
  wide: `[${Array(50_000).fill('"x"').join(",")}]`,
  wideObject: `{${Array.from({ length: 30_000 }, (_, i) => `"k${i}":[]`).join(",")}}`,
};

type Route = { method: string; path: string };

function writeRoutes(doc: { paths: Record<string, Record<string, unknown>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (path === "/api/events" || path.startsWith("/api/docs")) continue;
    for (const method of Object.keys(operations)) {
      if (["post", "put", "patch", "delete"].includes(method)) routes.push({ method, path });
    }
  }
  return routes;
}

describe("deep and wide JSON bodies", () => {
  it("answer a French 400 on the issue's route, in the caller's language", async () => {
    const admin = await registerAndLogin(ctx.app);
    const send = (body: string, lang = "fr") =>
      ctx.app.inject({
        method: "POST",
        url: "/api/notifications/read-all",
        headers: { ...bearer(admin.token), "content-type": "application/json", "accept-language": lang },
        payload: body,
      });
    const deep = await send(BODIES.arrays);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().detail).toBe("Le corps de la requête est trop imbriqué : 32 niveaux au plus");
    expect((await send(BODIES.objects, "en")).json().detail).toBe(
      "The request body is nested too deeply: 32 levels at most",
    );
    const wide = await send(BODIES.wide, "es");
    expect(wide.statusCode).toBe(400);
    expect(wide.json().detail).toBe(
      "El cuerpo de la solicitud contiene demasiados elementos: 20.000 como máximo",
    );
    // 32 levels still pass (the route itself ignores its body).
    expect((await send(nestedArrays(31))).statusCode).toBeLessThan(300);
  });

  it("never answer 5xx on any write route, and /api/health answers beside them", async () => {
    const admin = await registerAndLogin(ctx.app, { subscription: "enterprise" });
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const routes = writeRoutes(doc);
    expect(routes.length).toBeGreaterThan(40);
    const health: number[] = [];
    let done = false;
    const probe = (async () => {
      while (!done) {
        const started = performance.now();
        const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
        expect(res.statusCode).toBe(200);
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    try {
      for (const route of routes) {
        const url = route.path.replace(/\{[^}]+\}/g, () => randomUUID());
        for (const [kind, payload] of Object.entries(BODIES)) {
          const res = await ctx.app.inject({
            method: route.method.toUpperCase() as "POST",
            url,
            headers: { ...bearer(admin.token), "content-type": "application/json" },
            payload,
          });
          const what = `${route.method.toUpperCase()} ${route.path} (${kind}) → ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, what).toBeLessThan(500);
          expect(res.json(), what).toHaveProperty("detail");
        }
      }
    } finally {
      done = true;
      await probe;
    }
    expect(health.length).toBeGreaterThan(0);
    // A sanity bound only (how fast is a bench figure): health never waits seconds behind a body.
    expect(Math.max(...health)).toBeLessThan(5_000);
  }, 240_000);
});
