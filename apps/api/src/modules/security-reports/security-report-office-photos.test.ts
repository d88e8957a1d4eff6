import { tinyJpeg, tinyPng, tinyWebp } from "@hts/domain/storage/image.fixtures";
import { describe, expect, it } from "vitest";
import type { TSecurityReportDocument } from "./security-report-document.ts";
import { renderSecurityReportDocx } from "./security-report-docx.ts";
import { fitPhoto } from "./security-report-photo-fit.ts";
import { renderSecurityReportXlsx } from "./security-report-xlsx.ts";
import { docxText, unzip } from "./security-reports-test-helpers.ts";

// The Word and Excel exports embed the report's photos (issue 23): JPEG and PNG as images of their own
// proportions, a WebP (which neither format shows everywhere) as a note beside its caption.

const jpeg = {
  data: tinyJpeg({ exif: false, width: 1600, height: 1200 }),
  mime: "image/jpeg",
  caption: "Photo 1 — quai",
};
const png = {
  data: tinyPng({ text: false, width: 200, height: 400 }),
  mime: "image/png",
  caption: "Photo 2 — porte",
};
const webp = {
  data: tinyWebp({ exif: false, width: 64, height: 64 }),
  mime: "image/webp",
  caption: "Photo 3 — grille",
};
const photos = [jpeg, png, webp];

const report: TSecurityReportDocument = {
  id: "00000000-0000-4000-8000-000000000001",
  lang: "fr",
  company: { name: "Sécurité Test", address: null, phone: null, email: "a@b.fr", legal: [] },
  siteName: "Entrepôt",
  period: "Du 01/03/2026 au 01/03/2026",
  fields: [["Site", "Entrepôt"]],
  incidents: [],
  interventions: [],
  sections: [{ title: "Observations", text: "Néant" }],
  responsibleName: "Jean Agent",
  signature: null,
  contentHash: null,
  generatedAt: "02/03/2026 à 08:00",
  photos,
};

const media = (zip: Buffer, folder: string) =>
  [...unzip(zip).keys()].filter((n) => n.startsWith(folder)).sort();

describe("photos in the Word and Excel exports", () => {
  it("fits a photo in its box keeping its proportions, and refuses what Office cannot show", () => {
    expect(fitPhoto(jpeg, { width: 400, height: 300 })).toEqual({
      kind: "jpg",
      width: 400,
      height: 300,
    });
    expect(fitPhoto(png, { width: 400, height: 300 })).toEqual({
      kind: "png",
      width: 150,
      height: 300,
    });
    expect(fitPhoto(webp, { width: 400, height: 300 })).toBeNull();
    expect(fitPhoto({ ...jpeg, data: new Uint8Array([1, 2, 3]) }, { width: 9, height: 9 })).toBeNull();
  });

  it("embeds the JPEG and the PNG in the DOCX, with every caption and a note for the WebP", async () => {
    const docx = await renderSecurityReportDocx(report);
    expect(media(docx, "word/media/")).toHaveLength(2);
    const text = docxText(docx);
    expect(text).toContain("Photos (3)");
    for (const photo of photos) expect(text).toContain(photo.caption);
    expect(text).toContain("Photo non intégrable dans ce format");
    // 400 x 300 px in EMU (9525 per pixel): the JPEG's displayed size.
    expect(unzip(docx).get("word/document.xml")?.toString("utf8")).toContain('cx="3810000" cy="2857500"');
  });

  it("adds a Photos sheet to the XLSX with the two images anchored below their captions", async () => {
    const xlsx = await renderSecurityReportXlsx(report);
    const files = unzip(xlsx);
    expect(media(xlsx, "xl/media/")).toEqual([
      expect.stringMatching(/\.jpeg$/),
      expect.stringMatching(/\.png$/),
    ]);
    expect(files.get("xl/workbook.xml")?.toString("utf8")).toContain('name="Photos"');
    const strings = files.get("xl/sharedStrings.xml")?.toString("utf8") ?? "";
    for (const photo of photos) expect(strings).toContain(photo.caption);
    expect(strings).toContain("Photo non intégrable dans ce format");
  });

  it("leaves both files without a Photos part when the report has none", async () => {
    const bare = { ...report, photos: [] };
    expect(media(await renderSecurityReportDocx(bare), "word/media/")).toEqual([]);
    const xlsx = unzip(await renderSecurityReportXlsx(bare));
    expect(xlsx.get("xl/workbook.xml")?.toString("utf8")).not.toContain('name="Photos"');
  });
});
