import { createRequire } from "node:module";
import path from "node:path";
import { inflateRawSync } from "node:zlib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// Reading the exported files back as a user's software would: text out of the PDF (pdf.js), and
// entries out of the DOCX zip (node:zlib, no extra dependency).

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** Every text run of every page, joined by new lines. */
export async function pdfText(body: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(body), standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join("\n"));
  }
  const count = pdf.numPages;
  // pdf.js 6 destroys a document through its loading task (PDFDocumentProxy.destroy is gone).
  await pdf.loadingTask.destroy();
  return { text: pages.join("\n").replace(/[\u00a0\u202f]/g, " "), pages: count };
}

/** The entries of a zip file (DOCX, XLSX), read from its central directory. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("not a zip file");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The text of word/document.xml, then of the footers: runs joined, paragraphs on their own lines. */
export function docxText(docx: Buffer): string {
  const entries = unzip(docx);
  const parts = [
    "word/document.xml",
    ...[...entries.keys()].filter((name) => /^word\/footer\d*\.xml$/.test(name)),
  ];
  const xml = parts.map((name) => entries.get(name)?.toString("utf8") ?? "").join("");
  return xml
    .replace(/<\/w:p>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => XML_ENTITIES[name] ?? "");
}
