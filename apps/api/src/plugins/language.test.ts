import { MSG } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { bearer, registerAndLogin, useTestApp } from "../../test/helpers.ts";

const ctx = useTestApp();

describe("texts in the caller's language", () => {
  it("answers errors in French by default and in the language of Accept-Language", async () => {
    const fr = await ctx.app.inject({ method: "GET", url: "/api/n-existe-pas" });
    expect(fr.json()).toEqual({ detail: MSG.routeNotFound });
    const en = await ctx.app.inject({
      method: "GET",
      url: "/api/n-existe-pas",
      headers: { "accept-language": "en-GB,en;q=0.9" },
    });
    expect(en.json()).toEqual({ detail: "Route not found" });
    const es = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { "accept-language": "es" },
    });
    expect(es.statusCode).toBe(401);
    expect(es.json()).toEqual({ detail: "Autenticación requerida" });
  });

  it("writes validation messages, ours and zod's own, in the caller's language", async () => {
    const payload = { email: "", password: "x", extra: 1 };
    const fr = await ctx.app.inject({ method: "POST", url: "/api/auth/login", payload });
    const en = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload,
      headers: { "accept-language": "en" },
    });
    expect(fr.statusCode).toBe(422);
    expect(en.statusCode).toBe(422);
    const byField = (body: { detail: { loc: string[]; msg: string }[] }) =>
      Object.fromEntries(body.detail.map((issue) => [issue.loc.join("."), issue.msg]));
    expect(byField(fr.json())["body.email"]).toBe(MSG.required);
    expect(byField(en.json())["body.email"]).toBe("This field is required");
    const admin = await registerAndLogin(ctx.app);
    const page = (lang: string) =>
      ctx.app.inject({
        method: "GET",
        url: "/api/alarms?limit=100000",
        headers: { ...bearer(admin.token), "accept-language": lang },
      });
    // Zod's built-in message for a number too big, from its French then its English locale.
    const [frBig, enBig] = [(await page("fr")).json(), (await page("en")).json()];
    expect(byField(frBig)["query.limit"]).toMatch(/^Trop grand/);
    expect(byField(enBig)["query.limit"]).toMatch(/^Too big/);
  });

  it("translates a signed-in caller's refusals too", async () => {
    const admin = await registerAndLogin(ctx.app);
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/sites/00000000-0000-4000-8000-000000000000",
      headers: { ...bearer(admin.token), "accept-language": "es-ES" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).not.toBe(MSG.notFound);
  });
});
