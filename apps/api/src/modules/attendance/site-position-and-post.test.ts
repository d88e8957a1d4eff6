import { beforeAll, describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";

// Issue 22 additions to two office forms: the site's position and geofence radius, the shift's post.

const ctx = useTestApp();
let call: ReturnType<typeof as>;

beforeAll(async () => {
  const admin = await registerAndLogin(ctx.app, { subscription: "enterprise" });
  call = as(ctx.app, admin.token);
});

describe("site position and geofence radius", () => {
  it("stores, reads and clears the position, and refuses half a pair or a radius out of range", async () => {
    const created = await call({
      method: "POST",
      url: "/api/sites",
      payload: {
        name: "Tour Eiffel",
        address: "Champ de Mars, Paris",
        latitude: 48.85837,
        longitude: 2.294481,
        geofenceRadius: 150,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ latitude: 48.85837, longitude: 2.294481, geofenceRadius: 150 });
    const id = created.json().id;
    const half = await call({ method: "PATCH", url: `/api/sites/${id}`, payload: { latitude: null } });
    expect(half.statusCode).toBe(422);
    for (const payload of [{ geofenceRadius: 5 }, { geofenceRadius: 6000 }, { latitude: 91, longitude: 0 }]) {
      expect(
        (await call({ method: "PATCH", url: `/api/sites/${id}`, payload })).statusCode,
        JSON.stringify(payload),
      ).toBe(422);
    }
    const cleared = await call({
      method: "PATCH",
      url: `/api/sites/${id}`,
      payload: { latitude: null, longitude: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null, geofenceRadius: 150 });
    const plain = await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Sans GPS", address: "Lyon" },
    });
    expect(plain.json()).toMatchObject({ latitude: null, longitude: null, geofenceRadius: 200 });
    const lonely = await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Moitié", address: "Lyon", latitude: 45 },
    });
    expect(lonely.statusCode).toBe(422);
  });
});

describe("shift post", () => {
  it("creates, changes and clears a shift's post", async () => {
    const site = (
      await call({ method: "POST", url: "/api/sites", payload: { name: "Site poste", address: "Paris" } })
    ).json().id;
    const agent = (
      await call({
        method: "POST",
        url: "/api/agents",
        payload: {
          name: "Paul Poste",
          badge: "P-1",
          phone: "06 00 00 00 09",
          email: "paul.poste@exemple.fr",
        },
      })
    ).json().id;
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await call({
      method: "POST",
      url: "/api/planning-advanced/shifts",
      payload: {
        agent_id: agent,
        site_id: site,
        shift_date: day,
        start_time: "08:00",
        end_time: "16:00",
        post: " Accueil ",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().post).toBe("Accueil");
    const id = res.json().id;
    const patched = await call({
      method: "PATCH",
      url: `/api/planning-advanced/shifts/${id}`,
      payload: { post: "Ronde" },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().post).toBe("Ronde");
    const kept = await call({
      method: "PATCH",
      url: `/api/planning-advanced/shifts/${id}`,
      payload: { notes: "RAS" },
    });
    expect(kept.json().post).toBe("Ronde");
    const cleared = await call({
      method: "PATCH",
      url: `/api/planning-advanced/shifts/${id}`,
      payload: { post: "" },
    });
    expect(cleared.json().post).toBeNull();
  });
});
