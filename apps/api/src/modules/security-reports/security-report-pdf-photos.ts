// The report's photos in the PDF (issue 23): two per row, each fitted in its box with its caption. A
// photo pdfkit cannot read (a WebP, a damaged file) leaves its caption and a note, never a failed export.

type Doc = PDFKit.PDFDocument;
export type TDocPhoto = { data: Uint8Array; mime: string; caption: string };

const GAP = 12;
const BOX_HEIGHT = 190;
const CAPTION = 14;

export function photosBlock(
  doc: Doc,
  photos: readonly TDocPhoto[],
  /** `notEmbeddable`: what stands in a photo's box when the PDF cannot hold it, in the file's language. */
  layout: { margin: number; width: number; bottom: number; notEmbeddable: string },
) {
  const boxWidth = (layout.width - GAP) / 2;
  for (let i = 0; i < photos.length; i += 2) {
    if (doc.y + BOX_HEIGHT + CAPTION > layout.bottom) doc.addPage();
    const top = doc.y;
    photos.slice(i, i + 2).forEach((photo, column) => {
      const x = layout.margin + column * (boxWidth + GAP);
      const readable = photo.mime === "image/jpeg" || photo.mime === "image/png";
      let placed = false;
      if (readable) {
        try {
          doc.image(Buffer.from(photo.data), x, top, { fit: [boxWidth, BOX_HEIGHT], align: "center" });
          placed = true;
        } catch {
          placed = false;
        }
      }
      if (!placed)
        doc
          .rect(x, top, boxWidth, BOX_HEIGHT)
          .stroke("#cbd5e1")
          .fillColor("#475569")
          .fontSize(9)
          .text(layout.notEmbeddable, x + 8, top + BOX_HEIGHT / 2, {
            width: boxWidth - 16,
            align: "center",
          });
      doc
        .fillColor("#475569")
        .font("Helvetica")
        .fontSize(8)
        .text(photo.caption, x, top + BOX_HEIGHT + 2, { width: boxWidth, align: "center" });
    });
    doc.y = top + BOX_HEIGHT + CAPTION + 6;
  }
}
