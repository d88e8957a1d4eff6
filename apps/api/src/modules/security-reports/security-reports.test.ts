import { EXPORT_MESSAGES, MSG_SECURITY_REPORTS } from "@hts/domain";
import { readSheet } from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { as, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import { docxText, pdfText, unzip } from "./security-reports-test-helpers.ts";
import { signaturePng } from "./signature-png.ts";

const ctx = useTestApp();
const SIGNATURE = signaturePng();
const CLOTURE = "Dégradation de clôture, côté entrepôt";

async function setup(companyName = "Sécurité Île-de-France") {
  const admin = await registerAndLogin(ctx.app, { companyName });
  const call = as(ctx.app, admin.token);
  const site = await call({
    method: "POST",
    url: "/api/sites",
    payload: { name: "Entrepôt Rungis – Bâtiment É", address: "12 avenue de la Gare, Rungis" },
  });
  if (site.statusCode !== 201) throw new Error(site.body);
  return { admin, call, siteId: site.json().id as string };
}

const form = (siteId: string, extra: Record<string, unknown> = {}) => ({
  siteId,
  siteName: "ignoré : le serveur lit le site",
  periodStart: "2026-03-01",
  periodEnd: "2026-03-07",
  geolocation: "48.7566, 2.3522",
  totalIncidents: 99,
  incidents: [
    {
      type: "vandalisme",
      description: CLOTURE,
      measuresTaken: "Périmètre sécurisé, société de maintenance prévenue",
    },
    { type: "alarme déclenchée", description: "Détecteur volumétrique zone B", measuresTaken: "" },
  ],
  interventions: [{ description: "Levée de doute après alarme", agentName: "Zoé Lefèvre", time: "22:15" }],
  repairs: "Grillage remplacé sur 4 mètres",
  improvements: "Ajouter un éclairage à détection côté quai",
  observations: "Rondes effectuées à l'heure ; aucune anomalie à l'accueil",
  comments: "Rapport relu par le chef de poste",
  responsibleSignature: SIGNATURE,
  ...extra,
});

/**
 * pdf.js returns wrapped lines as separate runs, without the space at the break, and a text that
 * flows over a page break comes out with the page footer (written last) in the middle: compare the
 * characters without white space and without the footers.
 */
const squash = (text: string) =>
  text
    .replace(/\s+/g, "")
    .replace(
      /Généréle\d\d\/\d\d\/\d{4}à\d\d:\d\dPage\d+\/\d+(EmpreinteSHA-256ducontenu:[0-9a-f]{64}|Brouillonnonfinalisé)/g,
      "",
    );

describe("security reports", () => {
  it("creates a draft with every field, the server's totals and the current user as responsible", async () => {
    const { call, siteId } = await setup();
    const res = await call({ method: "POST", url: "/api/security-reports", payload: form(siteId) });
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(report).toMatchObject({
      siteId,
      siteName: "Entrepôt Rungis – Bâtiment É",
      periodStart: "2026-03-01",
      periodEnd: "2026-03-07",
      geolocation: "48.7566, 2.3522",
      totalIncidents: 2,
      incidents: [
        { type: "vandalisme", description: CLOTURE },
        { type: "alarme_declenchee", measuresTaken: null },
      ],
      interventions: [
        { description: "Levée de doute après alarme", agentName: "Zoé Lefèvre", time: "22:15" },
      ],
      repairs: "Grillage remplacé sur 4 mètres",
      responsibleName: "Admin Test",
      responsibleSignature: SIGNATURE,
      hasSignature: true,
      generatedByName: "Admin Test",
      status: "draft",
      finalizedAt: null,
      contentHash: null,
      exports: [],
    });
    expect(Date.parse(report.createdAt)).not.toBeNaN();

    const named = await call({
      method: "POST",
      url: "/api/security-reports",
      payload: form(siteId, { responsibleName: "Hélène Dupré", responsibleSignature: "" }),
    });
    expect(named.json()).toMatchObject({ responsibleName: "Hélène Dupré", hasSignature: false });

    const list = await call({
      method: "GET",
      url: `/api/security-reports?siteId=${siteId}&status=draft&limit=1`,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers["x-total-count"]).toBe("2");
    // Lists leave the signature image out.
    expect(list.json()[0]).toMatchObject({ responsibleSignature: null });
    const outside = await call({ method: "GET", url: "/api/security-reports?from=2026-04-01" });
    expect(outside.json()).toEqual([]);
  });

  it("rejects invalid input with 422 and French messages", async () => {
    const { call, siteId } = await setup();
    const res = await call({
      method: "POST",
      url: "/api/security-reports",
      payload: {
        siteId: "",
        periodStart: "2026-03-07",
        periodEnd: "2026-03-01",
        incidents: [{ type: "intrusion", description: "" }],
        interventions: [{ description: "  " }],
      },
    });
    expect(res.statusCode).toBe(422);
    const messages = (res.json().detail as { msg: string }[]).map((d) => d.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        MSG_SECURITY_REPORTS.siteRequired,
        MSG_SECURITY_REPORTS.incidentDescriptionRequired,
        MSG_SECURITY_REPORTS.interventionDescriptionRequired,
      ]),
    );
    const order = await call({
      method: "POST",
      url: "/api/security-reports",
      payload: form(siteId, { periodStart: "2026-03-09" }),
    });
    expect(order.statusCode).toBe(422);
    // A JPEG (or anything but a PNG) is not a signature.
    const jpeg = await call({
      method: "POST",
      url: "/api/security-reports",
      payload: form(siteId, { responsibleSignature: "data:image/png;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/" }),
    });
    expect(jpeg.statusCode).toBe(422);
    expect(jpeg.json().detail[0].msg).toBe(MSG_SECURITY_REPORTS.signatureNotPng);
    const geo = await call({
      method: "POST",
      url: "/api/security-reports",
      payload: form(siteId, { geolocation: "Paris" }),
    });
    expect(geo.json().detail[0].msg).toBe(MSG_SECURITY_REPORTS.geolocationInvalid);
  });

  it("answers 404 for another company's report and site, 403 for a read-only role", async () => {
    const mine = await setup("Garde Est");
    const theirs = await setup("Garde Ouest");
    const created = await theirs.call({
      method: "POST",
      url: "/api/security-reports",
      payload: form(theirs.siteId),
    });
    const id = created.json().id;
    for (const [method, url] of [
      ["GET", `/api/security-reports/${id}`],
      ["PATCH", `/api/security-reports/${id}`],
      ["POST", `/api/security-reports/${id}/finalize`],
      ["POST", `/api/security-reports/${id}/export?format=pdf`],
      ["GET", `/api/security-reports/${id}/files/pdf`],
    ] as const) {
      const res = await mine.call({
        method,
        url,
        payload: method === "PATCH" ? { comments: "x" } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await mine.call({ method: "GET", url: "/api/security-reports" });
    expect(list.json()).toEqual([]);
    const foreignSite = await mine.call({
      method: "POST",
      url: "/api/security-reports",
      payload: form(theirs.siteId),
    });
    expect(foreignSite.statusCode).toBe(422);

    const planner = await mine.call({
      method: "POST",
      url: "/api/users",
      payload: {
        name: "Paul Planif",
        email: `planif.${Date.now()}@exemple.fr`,
        password: "motdepasse-solide",
        role: "planner",
      },
    });
    expect(planner.statusCode).toBe(201);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: planner.json().email, password: "motdepasse-solide" },
    });
    const asPlanner = as(ctx.app, login.json().access_token);
    expect((await asPlanner({ method: "GET", url: "/api/security-reports" })).statusCode).toBe(200);
    expect(
      (await asPlanner({ method: "POST", url: "/api/security-reports", payload: form(mine.siteId) }))
        .statusCode,
    ).toBe(403);
  });

  it("edits drafts only: finalization records who, when and a stable hash, then the report is frozen", async () => {
    const { call, siteId } = await setup();
    const id = (await call({ method: "POST", url: "/api/security-reports", payload: form(siteId) })).json()
      .id;
    const edited = await call({
      method: "PATCH",
      url: `/api/security-reports/${id}`,
      payload: { comments: "Complété après la relève", interventions: [] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      comments: "Complété après la relève",
      interventions: [],
      totalIncidents: 2,
    });
    const badOrder = await call({
      method: "PATCH",
      url: `/api/security-reports/${id}`,
      payload: { periodEnd: "2026-02-01" },
    });
    expect(badOrder.statusCode).toBe(422);

    const exportDraft = await call({ method: "POST", url: `/api/security-reports/${id}/export?format=pdf` });
    expect(exportDraft.statusCode).toBe(409);
    expect(exportDraft.json().detail).toBe(MSG_SECURITY_REPORTS.exportNeedsFinalized);

    const finalized = await call({ method: "POST", url: `/api/security-reports/${id}/finalize` });
    expect(finalized.statusCode).toBe(200);
    const report = finalized.json();
    expect(report).toMatchObject({ status: "finalized", finalizedByName: "Admin Test" });
    expect(report.contentHash).toMatch(/^[0-9a-f]{64}$/);

    const locked = await call({
      method: "PATCH",
      url: `/api/security-reports/${id}`,
      payload: { comments: "Trop tard" },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toBe("Ce rapport est finalisé : il ne peut plus être modifié");
    const again = await call({ method: "POST", url: `/api/security-reports/${id}/finalize` });
    expect(again.statusCode).toBe(409);

    const read = (await call({ method: "GET", url: `/api/security-reports/${id}` })).json();
    expect(read.comments).toBe("Complété après la relève");
    expect(read.contentHash).toBe(report.contentHash);

    // The same content in another report gives another hash (its creation time is part of it).
    const other = (await call({ method: "POST", url: "/api/security-reports", payload: form(siteId) })).json()
      .id;
    const otherHash = (await call({ method: "POST", url: `/api/security-reports/${other}/finalize` })).json()
      .contentHash;
    expect(otherHash).not.toBe(report.contentHash);
  });

  it("exports PDF, Word and Excel files holding every value, the accents and the signature", async () => {
    const { call, siteId } = await setup();
    const id = (await call({ method: "POST", url: "/api/security-reports", payload: form(siteId) })).json()
      .id;
    const { contentHash } = (
      await call({ method: "POST", url: `/api/security-reports/${id}/finalize` })
    ).json();

    const files: Record<string, Buffer> = {};
    for (const format of ["pdf", "docx", "xlsx"] as const) {
      const res = await call({ method: "POST", url: `/api/security-reports/${id}/export?format=${format}` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        message: EXPORT_MESSAGES[format],
        url: `/api/security-reports/${id}/files/${format}`,
        filename: `rapport-securite-entrepot-rungis-batiment-e-2026-03-01.${format}`,
        format,
      });
      expect(body.report.status).toBe("exported");
      const file = await call({ method: "GET", url: body.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-disposition"]).toBe(`attachment; filename="${body.filename}"`);
      expect(file.rawPayload.length).toBe(body.size);
      files[format] = file.rawPayload;
    }
    expect(files.pdf?.subarray(0, 5).toString()).toBe("%PDF-");
    const pdfHeaders = await call({ method: "GET", url: `/api/security-reports/${id}/files/pdf` });
    expect(pdfHeaders.headers["content-type"]).toBe("application/pdf");

    const expected = [
      "Entrepôt Rungis – Bâtiment É",
      "Du 01/03/2026 au 07/03/2026",
      "48.7566, 2.3522",
      CLOTURE,
      "Périmètre sécurisé, société de maintenance prévenue",
      "Alarme déclenchée",
      "Levée de doute après alarme",
      "Zoé Lefèvre",
      "22:15",
      "Grillage remplacé sur 4 mètres",
      "Ajouter un éclairage à détection côté quai",
      "Rondes effectuées à l'heure ; aucune anomalie à l'accueil",
      "Rapport relu par le chef de poste",
      "Admin Test",
      contentHash,
    ];
    const pdfRaw = (await pdfText(files.pdf as Buffer)).text;
    const pdf = squash(pdfRaw);
    expect(pdfRaw).toContain(`Empreinte SHA-256 du contenu : ${contentHash}`);
    const word = docxText(files.docx as Buffer);
    for (const value of expected) {
      if (value !== contentHash) expect(pdf.includes(squash(value)), `PDF: ${value}`).toBe(true);
      expect(word, `DOCX: ${value}`).toContain(value);
    }
    // Signature: an image XObject in the PDF, a PNG in the DOCX and in the XLSX.
    expect((files.pdf as Buffer).toString("latin1")).toMatch(/\/Subtype \/Image/);
    const media = [...unzip(files.docx as Buffer).keys()].filter((name) =>
      /^word\/media\/.+\.png$/.test(name),
    );
    expect(media).toHaveLength(1);
    expect([...unzip(files.xlsx as Buffer).keys()].some((name) => /^xl\/media\/.+\.png$/.test(name))).toBe(
      true,
    );

    const workbook = await Promise.all(
      ["Rapport", "Incidents", "Interventions"].map((sheet) => readSheet(files.xlsx as Buffer, sheet)),
    );
    const cells = workbook.flat(2).map(String);
    for (const value of expected)
      expect(
        cells.some((c) => c.includes(value)),
        `XLSX: ${value}`,
      ).toBe(true);
    const incidents = await readSheet(files.xlsx as Buffer, "Incidents");
    expect(incidents[0]).toEqual(["N°", "Type", "Description", "Mesures prises"]);
    expect(incidents[1]).toEqual([
      1,
      "Vandalisme",
      CLOTURE,
      "Périmètre sécurisé, société de maintenance prévenue",
    ]);
    const interventions = await readSheet(files.xlsx as Buffer, "Interventions");
    expect(interventions[1]).toEqual([1, "Levée de doute après alarme", "Zoé Lefèvre", "22:15"]);

    const read = (await call({ method: "GET", url: `/api/security-reports/${id}` })).json();
    expect(read.exports.map((e: { format: string }) => e.format)).toEqual(["docx", "pdf", "xlsx"]);
    expect(read.contentHash).toBe(contentHash);
    const missing = await call({ method: "GET", url: `/api/security-reports/${id}/files/csv` });
    expect(missing.statusCode).toBe(422);
  });

  it("exports a 200-incident report with long texts in every format", async () => {
    const { call, siteId } = await setup();
    const long = `${"Effraction constatée sur la porte sectionnelle, traces d'outil, vitre brisée. ".repeat(60)}Fin.`;
    const incidents = Array.from({ length: 200 }, (_, i) => ({
      type: ["intrusion", "vol", "vandalisme", "incendie", "autre"][i % 5],
      description: i === 7 ? long : `Incident n° ${i + 1} : ${CLOTURE}`,
      measuresTaken: `Mesure n° ${i + 1} : ronde renforcée, à l'été`,
    }));
    const created = await call({
      method: "POST",
      url: "/api/security-reports",
      payload: form(siteId, { incidents, observations: long }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    await call({ method: "POST", url: `/api/security-reports/${id}/finalize` });
    const get = async (format: string) => {
      const res = await call({ method: "POST", url: `/api/security-reports/${id}/export?format=${format}` });
      expect(res.statusCode, res.body).toBe(200);
      return (await call({ method: "GET", url: res.json().url })).rawPayload;
    };
    const pdf = await pdfText(await get("pdf"));
    expect(pdf.pages).toBeGreaterThan(5);
    const flat = squash(pdf.text);
    for (const value of [
      `Incident n° 1 : ${CLOTURE}`,
      `Incident n° 200 : ${CLOTURE}`,
      "Mesure n° 200 : ronde renforcée, à l'été",
      long,
    ])
      expect(flat.includes(squash(value)), value.slice(0, 40)).toBe(true);
    const word = docxText(await get("docx"));
    expect(word).toContain("Incident n° 200 : Dégradation de clôture, côté entrepôt");
    expect(word).toContain(long);
    const rows = await readSheet(await get("xlsx"), "Incidents");
    expect(rows).toHaveLength(201);
    expect(rows[200]).toEqual([
      200,
      "Autre",
      `Incident n° 200 : ${CLOTURE}`,
      "Mesure n° 200 : ronde renforcée, à l'été",
    ]);
    expect(rows[8]?.[2]).toBe(long);
  });
});
