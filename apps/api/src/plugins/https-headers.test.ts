import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { uniqueEmail, useTestApp } from "../../test/helpers.ts";

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "hts-web-"));
fs.mkdirSync(path.join(webDist, "assets"));
fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>HTS</title>");
fs.writeFileSync(path.join(webDist, "assets", "app-abc123.js"), "console.log(1)");
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

// Behind a trusted proxy (TRUST_PROXY=1), with the default registration policy (Basic only).
const ctx = useTestApp({ trustProxy: true, webDist, selfServicePlans: ["basic"] });

describe("HTTPS-only headers, missing assets, self-service plans", () => {
  it("sends HSTS and upgrade-insecure-requests over HTTPS only", async () => {
    const plain = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(String(plain.headers["content-security-policy"])).not.toContain("upgrade-insecure-requests");
    expect(String(plain.headers["content-security-policy"])).toContain("default-src 'self'");
    const page = await ctx.app.inject({ method: "GET", url: "/planning" });
    expect(page.headers["strict-transport-security"]).toBeUndefined();

    const secure = await ctx.app.inject({
      method: "GET",
      url: "/planning",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(secure.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(String(secure.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });

  it("answers 404 for a missing asset, and the app's page for a client-side route", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/assets/app-abc123.js" })).statusCode).toBe(200);
    for (const url of [
      "/assets/app-old999.js",
      "/assets/x.css",
      "/favicon-missing.png",
      "/assets/nested/a",
    ]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("<!doctype html>");
    }
    const route = await ctx.app.inject({ method: "GET", url: "/dashboard/reports" });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain("<!doctype html>");
  });

  it("lets a self-registering company pick Basic only; larger plans are granted by the operator", async () => {
    const register = (subscription: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: {
          company: { name: "Libre-service", email: uniqueEmail("c"), subscription },
          admin: { name: "A", email: uniqueEmail("a"), password: "motdepasse-solide" },
        },
      });
    for (const plan of ["pro", "enterprise"]) {
      const refused = await register(plan);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toContain("accordée par l'exploitant");
    }
    const ok = await register("basic");
    expect(ok.statusCode).toBe(201);
    expect(ok.json().company.subscription).toBe("basic");
  });
});
