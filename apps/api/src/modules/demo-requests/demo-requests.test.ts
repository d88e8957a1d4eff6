import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import { demoRequests } from "../../db/schema.ts";

const ctx = useTestApp();

const valid = {
  firstName: "Élodie",
  lastName: "Garnier",
  email: "Elodie.Garnier@Protect-Ouest.fr",
  phone: "+33 6 12 34 56 78",
  company: "Protect'Ouest",
  sites: "11-50",
  message: "Nous gérons 30 sites à Nantes.",
};

describe("POST /api/demo-requests", () => {
  it("stores a demo request without authentication", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/demo-requests", payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...valid, email: "elodie.garnier@protect-ouest.fr" });
    const rows = await ctx.database.db.select().from(demoRequests).where(eq(demoRequests.id, res.json().id));
    expect(rows[0]).toMatchObject({ company: "Protect'Ouest", sitesRange: "11-50" });
  });

  it("accepts no message and refuses an unknown sites range or a missing name in French", async () => {
    const noMessage = await ctx.app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: { ...valid, message: "" },
    });
    expect(noMessage.statusCode).toBe(201);
    expect(noMessage.json().message).toBeNull();

    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: { ...valid, sites: "1000", lastName: " " },
    });
    expect(bad.statusCode).toBe(422);
    const byField = Object.fromEntries(
      bad.json().detail.map((d: { loc: string[]; msg: string }) => [d.loc.at(-1), d.msg]),
    );
    expect(byField.sites).toBe("Choisissez un nombre de sites");
    expect(byField.lastName).toBe("Ce champ est obligatoire");
  });
});
