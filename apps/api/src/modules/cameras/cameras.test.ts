import { MSG, MSG_OPS } from "@hts/domain";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";

const ctx = useTestApp();

async function setup() {
  const a = await registerAndLogin(ctx.app);
  const call = as(ctx.app, a.token);
  const site = await call({
    method: "POST",
    url: "/api/sites",
    payload: { name: "Entrepôt Rungis", address: "1 rue du Marché, Rungis" },
  });
  return { a, call, siteId: site.json().id as string };
}

describe("cameras", () => {
  it("adds a camera with defaults, its site name, and status measured (offline until probed)", async () => {
    const { call, siteId } = await setup();
    const res = await call({
      method: "POST",
      url: "/api/cameras",
      payload: { siteId, name: "Quai 1", location: "Quai de chargement" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      siteId,
      siteName: "Entrepôt Rungis",
      name: "Quai 1",
      location: "Quai de chargement",
      type: "fixed",
      resolution: "1080p",
      ipAddress: null,
      rtspUrl: null,
      nightVision: false,
      motionDetection: false,
      recording: false,
      status: "Hors ligne",
      lastPing: null,
    });
    const full = await call({
      method: "POST",
      url: "/api/cameras",
      payload: {
        siteId,
        name: "Parking PTZ",
        location: "Parking",
        type: "ptz",
        resolution: "4K",
        ipAddress: "2001:db8::10",
        rtspUrl: "rtsp://192.0.2.10:554/stream1",
        nightVision: true,
        motionDetection: true,
        recording: true,
      },
    });
    expect(full.json()).toMatchObject({
      type: "ptz",
      resolution: "4K",
      ipAddress: "2001:db8::10",
      nightVision: true,
    });
    const site = await call({ method: "GET", url: `/api/sites/${siteId}` });
    expect(site.json().camerasCount).toBe(2);
  });

  it("filters by text, site and status, and pages", async () => {
    const { call, siteId } = await setup();
    const other = await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Boutique", address: "Paris" },
    });
    await call({
      method: "POST",
      url: "/api/cameras",
      payload: { siteId, name: "Entrée", location: "Hall" },
    });
    await call({
      method: "POST",
      url: "/api/cameras",
      payload: { siteId, name: "Toit", location: "Terrasse nord" },
    });
    await call({
      method: "POST",
      url: "/api/cameras",
      payload: { siteId: other.json().id, name: "Caisse", location: "Hall" },
    });

    expect((await call({ method: "GET", url: "/api/cameras?q=hall" })).json()).toHaveLength(2);
    expect((await call({ method: "GET", url: "/api/cameras?q=NORD" })).json()[0].name).toBe("Toit");
    expect((await call({ method: "GET", url: `/api/cameras?siteId=${siteId}` })).json()).toHaveLength(2);
    expect(
      (await call({ method: "GET", url: `/api/cameras?status=${encodeURIComponent("En ligne")}` })).json(),
    ).toEqual([]);
    const page = await call({ method: "GET", url: "/api/cameras?limit=1&offset=2" });
    expect(page.json()).toHaveLength(1);
    expect(page.headers["x-total-count"]).toBe("3");
    expect((await call({ method: "GET", url: "/api/cameras?siteId=abc" })).statusCode).toBe(422);
  });

  it("updates and deletes, and never lets the status be typed in", async () => {
    const { call, siteId } = await setup();
    const cam = (
      await call({ method: "POST", url: "/api/cameras", payload: { siteId, name: "A", location: "B" } })
    ).json();
    const patched = await call({
      method: "PATCH",
      url: `/api/cameras/${cam.id}`,
      payload: { name: "Accueil", ipAddress: "198.51.100.4", recording: true },
    });
    expect(patched.json()).toMatchObject({ name: "Accueil", ipAddress: "198.51.100.4", recording: true });
    // A field left out of a PATCH is kept, not cleared.
    const renamed = await call({
      method: "PATCH",
      url: `/api/cameras/${cam.id}`,
      payload: { name: "Accueil 2" },
    });
    expect(renamed.json().ipAddress).toBe("198.51.100.4");
    const cleared = await call({
      method: "PATCH",
      url: `/api/cameras/${cam.id}`,
      payload: { ipAddress: "" },
    });
    expect(cleared.json().ipAddress).toBeNull();
    const typed = await call({
      method: "PATCH",
      url: `/api/cameras/${cam.id}`,
      payload: { status: "En ligne" },
    });
    expect(typed.statusCode).toBe(422);
    expect((await call({ method: "DELETE", url: `/api/cameras/${cam.id}` })).statusCode).toBe(204);
    expect((await call({ method: "GET", url: `/api/cameras/${cam.id}` })).statusCode).toBe(404);
  });

  it("validates IP addresses, stream URLs and required fields in French", async () => {
    const { call, siteId } = await setup();
    const res = await call({
      method: "POST",
      url: "/api/cameras",
      payload: {
        siteId,
        name: "",
        location: "X",
        ipAddress: "999.1.1.1",
        rtspUrl: "ftp://192.0.2.1/x",
        resolution: "8K",
      },
    });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as { loc: string[]; msg: string }[];
    expect(detail.find((d) => d.loc[1] === "name")?.msg).toBe(MSG.required);
    expect(detail.find((d) => d.loc[1] === "ipAddress")?.msg).toBe(MSG_OPS.ipInvalid);
    expect(detail.find((d) => d.loc[1] === "rtspUrl")?.msg).toBe(MSG_OPS.cameraUrlInvalid);
    expect(detail.some((d) => d.loc[1] === "resolution")).toBe(true);
    const missingSite = await call({
      method: "POST",
      url: "/api/cameras",
      payload: { name: "A", location: "B" },
    });
    expect(missingSite.json().detail[0].loc).toEqual(["body", "siteId"]);
  });

  it("hides another company's cameras and refuses its sites", async () => {
    const { call, siteId } = await setup();
    const cam = (
      await call({ method: "POST", url: "/api/cameras", payload: { siteId, name: "A", location: "B" } })
    ).json();
    const b = await registerAndLogin(ctx.app);
    const asB = as(ctx.app, b.token);
    expect((await asB({ method: "GET", url: `/api/cameras/${cam.id}` })).statusCode).toBe(404);
    expect(
      (await asB({ method: "PATCH", url: `/api/cameras/${cam.id}`, payload: { name: "X" } })).statusCode,
    ).toBe(404);
    expect((await asB({ method: "DELETE", url: `/api/cameras/${cam.id}` })).statusCode).toBe(404);
    expect((await asB({ method: "GET", url: "/api/cameras" })).json()).toEqual([]);
    const foreignSite = await asB({
      method: "POST",
      url: "/api/cameras",
      payload: { siteId, name: "Espion", location: "X" },
    });
    expect(foreignSite.statusCode).toBe(422);
    expect(foreignSite.json().detail).toEqual([
      { loc: ["body", "siteId"], msg: MSG_OPS.siteNotFound, type: "not_found" },
    ]);
  });
});
