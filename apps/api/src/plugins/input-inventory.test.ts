import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../test/helpers.ts";
import { encodeLoose, type JsonSchema, leaves, sample, setAt } from "../../test/openapi-samples.ts";

// Every field of every route of the OpenAPI inventory — routes added later included — receives the
// inputs that used to answer 500: NUL bytes and lone surrogates in text, out-of-range dates, numbers
// beyond what the database columns hold. The rest of the request is valid (built from the same
// document, with real ids), so the value under test goes as far as the server lets it.
const ctx = useTestApp();

type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};

// Random text with a NUL or an unpaired surrogate somewhere: fast-check picks where.
const badText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom("\u0000", "\ud800", "\udbff", "\udc00", "\udfff"),
    fc.string({ maxLength: 8 }),
  )
  .map(([a, bad, b]) => `${a}${bad}${b}`);
const TEXT = ["a\u0000b", "a\ud800b", "\udfffz", "z\ud83d", ...fc.sample(badText, { numRuns: 4, seed: 17 })];
const DATES = [
  "0000-01-01",
  "10000-01-01",
  "-000001-01-01",
  "275760-09-14",
  "1899-12-31",
  "0001-01-01T00:00:00Z",
  "+275760-09-13T00:00:00.000Z",
];
const NUMBERS = [1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 63, 1e-9, 4.5, -1];

// Registration's body is free-form in the document (two shapes); this is its nested shape.
const REGISTER_BODY: JsonSchema = {
  type: "object",
  properties: {
    company: {
      type: "object",
      properties: {
        name: { type: "string" },
        email: { type: "string", format: "email" },
        phone: { type: "string" },
        address: { type: "string" },
        subscription: { type: "string", enum: ["basic"] },
      },
    },
    admin: {
      type: "object",
      properties: {
        name: { type: "string" },
        email: { type: "string", format: "email" },
        password: { type: "string", minLength: 14 },
        phone: { type: "string" },
      },
    },
  },
};

describe("the issue's examples", () => {
  it("answer a French 422 naming the field", async () => {
    const admin = await registerAndLogin(ctx.app);
    const call = as(ctx.app, admin.token);
    const site = await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: "a\u0000b", address: "a" },
    });
    expect(site.statusCode).toBe(422);
    expect(site.json().detail).toContainEqual(
      expect.objectContaining({
        loc: ["body", "name"],
        msg: expect.stringContaining("caractère non autorisé"),
      }),
    );
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a\u0000b@x.fr", password: "x\ud800" },
    });
    expect(login.statusCode).toBe(422);
    for (const url of [
      "/api/sites?q=a%00b",
      "/api/cameras?q=a%00b",
      "/api/agents?q=a%00b",
      "/api/alarms?q=%00",
    ]) {
      expect((await call({ method: "GET", url })).statusCode, url).toBe(422);
    }
    const early = await call({ method: "GET", url: "/api/alarms?from=0000-01-01" });
    expect(early.statusCode).toBe(422);
    expect(JSON.stringify(early.json())).toContain("1900");
    const long = await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: "x".repeat(500), address: "a" },
    });
    expect(long.json().detail[0].msg).not.toBe("Ce champ est obligatoire");
  });
});

describe("every field of every documented route, with the inputs the database refuses", () => {
  it("never answers 5xx, and never accepts NUL or a lone surrogate", async () => {
    const admin = await registerAndLogin(ctx.app, { subscription: "enterprise" });
    const call = as(ctx.app, admin.token);
    const post = async (url: string, payload: object) => {
      const res = await call({ method: "POST", url, payload });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json().id as string;
    };
    const siteId = await post("/api/sites", { name: "Site", address: "Paris" });
    const cameraId = await post("/api/cameras", { siteId, name: "Cam", location: "Hall" });
    const alarmId = await post("/api/alarms", { siteId, title: "A", description: "d", location: "l" });
    const agentId = await post("/api/agents", {
      name: "Agent",
      badge: "B-1",
      phone: "0601020304",
      email: "agent.fuzz@example.fr",
      hireDate: "2024-01-01",
      assignedSiteId: siteId,
    });
    const shiftId = await post("/api/planning-advanced/shifts", {
      agent_id: agentId,
      site_id: siteId,
      shift_date: "2026-03-10",
    });
    const periodId = await post(`/api/agents/${agentId}/unavailability`, {
      kind: "conge",
      startDate: "2026-05-01",
      endDate: "2026-05-02",
    }).catch(() => randomUUID());
    const reportId = await post("/api/security-reports", {
      siteId,
      periodStart: "2026-03-01",
      periodEnd: "2026-03-07",
    });
    const userId = await post("/api/users", {
      name: "Second",
      email: "second.fuzz@example.fr",
      password: "motdepasse-solide",
      role: "operator",
    });
    const byName: [RegExp, string][] = [
      [/site/i, siteId],
      [/camera/i, cameraId],
      [/alarm/i, alarmId],
      [/agent/i, agentId],
      [/shift/i, shiftId],
      [/period/i, periodId],
      [/report/i, reportId],
      [/user/i, userId],
    ];
    const idFor = (route: string) => (name: string) => {
      if (name === "id") {
        const prefix = route.split("/{id}")[0] ?? "";
        return byName.find(([re]) => re.test(prefix.split("/").at(-1) ?? ""))?.[1] ?? randomUUID();
      }
      return byName.find(([re]) => re.test(name))?.[1] ?? randomUUID();
    };

    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
        // The event stream never ends by design; logging out would end the session under test.
        .filter(() => path !== "/api/events" && path !== "/api/auth/logout")
        .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
    expect(routes.length).toBeGreaterThan(50);

    let requests = 0;
    let reachedWithValidBase = 0;
    const failures: string[] = [];
    for (const { method, path, op } of routes) {
      const ids = idFor(path);
      const params = op.parameters ?? [];
      const bodySchema =
        path === "/api/auth/register" ? REGISTER_BODY : op.requestBody?.content?.["application/json"]?.schema;
      const base = {
        path: Object.fromEntries(
          params.filter((p) => p.in === "path").map((p) => [p.name, sample(p.schema, p.name, ids)]),
        ),
        query: Object.fromEntries(
          params
            .filter((p) => p.in === "query" && p.required)
            .map((p) => [p.name, sample(p.schema, p.name, ids)]),
        ),
        body: bodySchema ? sample(bodySchema, "body", ids) : undefined,
      };
      const send = async (variant: typeof base, what: string, mustRefuse: boolean) => {
        const url =
          path.replace(/\{(\w+)\}/g, (_, name: string) => encodeLoose(String(variant.path[name]))) +
          (Object.keys(variant.query).length
            ? `?${Object.entries(variant.query)
                .map(([k, v]) => `${k}=${encodeLoose(String(v))}`)
                .join("&")}`
            : "");
        const res = await call({
          method: method as "GET",
          url,
          ...(variant.body !== undefined ? { payload: JSON.stringify(variant.body) } : {}),
          headers: variant.body !== undefined ? { "content-type": "application/json" } : {},
        });
        requests++;
        if (res.statusCode >= 500 || (mustRefuse && res.statusCode < 400)) {
          failures.push(`${method} ${path} ${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        return res.statusCode;
      };
      const baseStatus = await send(base, "valid base", false);
      if (baseStatus < 300) reachedWithValidBase++;

      for (const leaf of leaves(bodySchema)) {
        const isNumber = leaf.schema.type === "number" || leaf.schema.type === "integer";
        const values: unknown[] = isNumber ? NUMBERS : [...TEXT, ...DATES];
        for (const value of values) {
          const body = setAt(base.body, leaf.path, value);
          await send(
            { ...base, body },
            `body.${leaf.path.join(".")}=${JSON.stringify(value)}`,
            TEXT.includes(value as string),
          );
        }
      }
      for (const p of params.filter((x) => x.in !== "header")) {
        const part = p.in === "path" ? "path" : "query";
        for (const value of [...TEXT, ...DATES, ...NUMBERS.map(String)]) {
          const variant = { ...base, [part]: { ...base[part], [p.name]: value } };
          // In a URL a lone surrogate arrives as invalid UTF-8, which the parser reads as U+FFFD
          // (harmless); a NUL arrives as is and must be refused.
          await send(variant, `${p.in}.${p.name}=${JSON.stringify(value)}`, value.includes("\u0000"));
        }
      }
    }
    console.info(
      `inventory: ${routes.length} routes, ${requests} requests, ${reachedWithValidBase} valid bases`,
    );
    expect(failures, failures.slice(0, 40).join("\n")).toEqual([]);
    // The inventory was really exercised, most routes with a request that went through.
    expect(requests).toBeGreaterThan(2000);
    // (Less than half since issues 22-25: the phone's routes, /api/me/..., answer 403 to this admin, who
    // is linked to no agent, and the client portal's to anyone but a client user; their inputs are
    // still all sent, and judged, before that refusal.)
    expect(reachedWithValidBase).toBeGreaterThan(routes.length * 0.4);
  }, 600_000);
});
