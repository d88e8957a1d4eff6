import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";
import { ORIGIN, type TourCompany, tourCompany } from "./tours-test-helpers.ts";

const ctx = useTestApp();
let co: TourCompany;
let other: TourCompany;

beforeAll(async () => {
  co = await tourCompany(ctx);
  other = await tourCompany(ctx);
});

describe("checkpoints and tours in the office", () => {
  it("lets managers and planners set up a site's checkpoints and tours, and refuses the others", async () => {
    const site = await co.site();
    const planner = await co.user("planner");
    const operator = await co.user("operator");
    const agent = await co.agent();
    const gps = await planner.call({
      method: "POST",
      url: "/api/tours/checkpoints",
      payload: {
        site_id: site,
        name: "Portail nord",
        kind: "gps",
        latitude: ORIGIN.lat,
        longitude: ORIGIN.lng,
        radius_m: 25,
      },
    });
    expect(gps.statusCode, gps.body).toBe(201);
    const door = await co.checkpoint(site, {
      name: "Porte quai 3",
      task_kind: "yes_no",
      task_question: "Porte fermée ?",
    });
    for (const caller of [operator, agent]) {
      const refused = await caller.call({
        method: "POST",
        url: "/api/tours/checkpoints",
        payload: { site_id: site, name: "X", kind: "qr" },
      });
      expect(refused.statusCode).toBe(403);
    }
    const tour = await planner.call({
      method: "POST",
      url: "/api/tours",
      payload: {
        site_id: site,
        name: "Ronde de nuit",
        expected_minutes: 40,
        severity: "critique",
        schedule: { mode: "fixed", times: ["02:00", "04:00"] },
        stops: [{ checkpoint_id: gps.json().id, window_min: 10 }, { checkpoint_id: door.id }],
      },
    });
    expect(tour.statusCode, tour.body).toBe(201);
    expect(tour.json()).toMatchObject({
      ordered: true,
      severity: "critique",
      stops: [{ window_min: 10 }, { window_min: null }],
    });
    const listed = await operator.call({ method: "GET", url: `/api/tours?site_id=${site}` });
    expect(listed.json().map((t: { name: string }) => t.name)).toEqual(["Ronde de nuit"]);
    // A checkpoint in a tour is not deleted from under it.
    const used = await co.call({ method: "DELETE", url: `/api/tours/checkpoints/${door.id}` });
    expect(used.statusCode).toBe(409);
  });

  it("validates a GPS point's position, a question's text and a stop's site", async () => {
    const site = await co.site();
    const elsewhere = await co.site();
    const noPos = await co.call({
      method: "POST",
      url: "/api/tours/checkpoints",
      payload: { site_id: site, name: "P", kind: "gps" },
    });
    expect(noPos.statusCode).toBe(422);
    const noQuestion = await co.call({
      method: "POST",
      url: "/api/tours/checkpoints",
      headers: { "accept-language": "en" },
      payload: { site_id: site, name: "P", kind: "qr", task_kind: "yes_no" },
    });
    expect(noQuestion.statusCode).toBe(422);
    expect(JSON.stringify(noQuestion.json().detail)).toContain("Question required for this task");
    const away = await co.checkpoint(elsewhere);
    const wrongSite = await co.call({
      method: "POST",
      url: "/api/tours",
      payload: { site_id: site, name: "R", expected_minutes: 20, stops: [{ checkpoint_id: away.id }] },
    });
    expect(wrongSite.statusCode).toBe(422);
  });

  it("enrols an NFC serial once per company", async () => {
    const site = await co.site();
    const tag = await co.checkpoint(site, { kind: "nfc" });
    const enrol = await co.call({
      method: "PATCH",
      url: `/api/tours/checkpoints/${tag.id}`,
      payload: { nfc_serial: "04:A2:3B:11:22:33:80" },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    expect(enrol.json().nfc_serial).toBe("04:a2:3b:11:22:33:80");
    const second = await co.checkpoint(site, { kind: "nfc" });
    const taken = await co.call({
      method: "PATCH",
      url: `/api/tours/checkpoints/${second.id}`,
      payload: { nfc_serial: "04:a2:3b:11:22:33:80" },
    });
    expect(taken.statusCode).toBe(409);
  });

  it("keeps another company's checkpoints and tours out of reach", async () => {
    const site = await co.site();
    const cp = await co.checkpoint(site);
    const tour = await co.tour(site, [{ checkpoint_id: cp.id }]);
    const edit = await other.call({
      method: "PATCH",
      url: `/api/tours/checkpoints/${cp.id}`,
      payload: { name: "Volé" },
    });
    expect(edit.statusCode).toBe(404);
    const remove = await other.call({ method: "DELETE", url: `/api/tours/${tour.id}` });
    expect(remove.statusCode).toBe(404);
    const list = await other.call({ method: "GET", url: `/api/tours/checkpoints?site_id=${site}` });
    expect(list.json()).toEqual([]);
    const create = await other.call({
      method: "POST",
      url: "/api/tours/checkpoints",
      payload: { site_id: site, name: "X", kind: "qr" },
    });
    expect(create.statusCode).toBe(404);
    const labels = await other.call({
      method: "GET",
      url: `/api/tours/checkpoints/labels.pdf?site_id=${site}`,
    });
    expect(labels.statusCode).toBe(404);
    expect((await other.call({ method: "GET", url: `/api/tours/checkpoints/${cp.id}/qr` })).statusCode).toBe(
      404,
    );
    const own = await co.call({ method: "GET", url: `/api/tours/checkpoints/${cp.id}/qr` });
    expect(own.json().code.startsWith(`HTSCP1.${co.companyId}.${cp.id}.`)).toBe(true);
    const agent = await co.agent();
    expect((await agent.call({ method: "GET", url: `/api/tours/checkpoints/${cp.id}/qr` })).statusCode).toBe(
      403,
    );
  });

  it("prints an A4 PDF sheet of the site's QR labels", async () => {
    const site = await co.site();
    for (let i = 0; i < 9; i++) await co.checkpoint(site, { name: `Point ${i}`, location: "Bâtiment A" });
    const res = await co.call({ method: "GET", url: `/api/tours/checkpoints/labels.pdf?site_id=${site}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Nine labels at eight a page: two pages.
    expect(res.rawPayload.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(2);
    // Named in the requester's language (decision 123).
    expect(res.headers["content-disposition"]).toBe('attachment; filename="etiquettes-rondes.pdf"');
    const english = await co.call({
      method: "GET",
      url: `/api/tours/checkpoints/labels.pdf?site_id=${site}`,
      headers: { "accept-language": "en" },
    });
    expect(english.headers["content-disposition"]).toBe('attachment; filename="checkpoint-labels.pdf"');
  });
});
