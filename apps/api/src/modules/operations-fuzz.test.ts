import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../test/helpers.ts";

const ctx = useTestApp();

// Never a 500 for bad input on the operations routes: random bodies, ids and query strings answer
// 2xx, 404 or 422 (or 409 for a second resolve), always with JSON.
describe("operations routes under random input", () => {
  it("answers every random body, id and query without a 5xx", async () => {
    const admin = await registerAndLogin(ctx.app);
    const call = as(ctx.app, admin.token);
    const siteId = (
      await call({ method: "POST", url: "/api/sites", payload: { name: "S", address: "A" } })
    ).json().id;
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(siteId),
      fc.ipV4(),
      fc.webUrl(),
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.record(
        {
          siteId: field,
          name: field,
          address: field,
          location: field,
          title: field,
          description: field,
          type: field,
          severity: field,
          ipAddress: field,
          rtspUrl: field,
          nightVision: field,
          contactEmail: field,
          status: field,
          text: field,
          note: field,
        },
        { requiredKeys: [] },
      ),
    );
    const id = fc.oneof(fc.constant(siteId), fc.uuid(), fc.string({ maxLength: 40 }).map(encodeURIComponent));
    const route = fc.constantFrom(
      ["POST", "/api/sites"],
      ["PATCH", "/api/sites/:id"],
      ["DELETE", "/api/sites/:id"],
      ["POST", "/api/cameras"],
      ["PATCH", "/api/cameras/:id"],
      ["GET", "/api/cameras/:id"],
      ["POST", "/api/alarms"],
      ["POST", "/api/alarms/:id/resolve"],
      ["POST", "/api/alarms/:id/comments"],
      ["GET", "/api/alarms?:query"],
      ["GET", "/api/sites?:query"],
      ["GET", "/api/cameras?:query"],
    );
    const query = fc
      .dictionary(
        fc.constantFrom("status", "severity", "siteId", "q", "from", "to", "limit", "offset", "type"),
        fc.string(),
        { maxKeys: 4 },
      )
      .map((q) => new URLSearchParams(q).toString());
    await fc.assert(
      fc.asyncProperty(route, body, id, query, async ([method, path], payload, anId, qs) => {
        const url = (path as string).replace(":id", anId).replace(":query", qs);
        const res = await call({
          method: method as "GET",
          url,
          ...(method === "GET" || method === "DELETE" ? {} : { payload: payload as object }),
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        if (res.statusCode !== 204) expect(() => res.json()).not.toThrow();
      }),
      { numRuns: 150 },
    );
  });
});
