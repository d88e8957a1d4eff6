import { ImageRun, Paragraph, TextRun } from "docx";
import type { TDocPhoto } from "./security-report-pdf-photos.ts";
import { fitPhoto, PHOTO_NOT_EMBEDDED } from "./security-report-photo-fit.ts";

// The report's photos in the Word file (issue 23): one per paragraph, at most 400 x 300 px (two fit on
// an A4 page), each followed by its caption. A photo Word cannot show keeps its caption and a note.

const MUTED = "475569";
const BOX = { width: 400, height: 300 };

export function photoParagraphs(photos: readonly TDocPhoto[]): Paragraph[] {
  return photos.flatMap((photo) => {
    const fitted = fitPhoto(photo, BOX);
    const caption = new Paragraph({
      spacing: { after: 200 },
      children: [new TextRun({ text: photo.caption, italics: true, color: MUTED, size: 16 })],
    });
    if (!fitted)
      return [
        new Paragraph({ children: [new TextRun({ text: PHOTO_NOT_EMBEDDED, color: MUTED, size: 18 })] }),
        caption,
      ];
    return [
      new Paragraph({
        keepNext: true,
        children: [
          new ImageRun({
            type: fitted.kind,
            data: Buffer.from(photo.data),
            transformation: { width: fitted.width, height: fitted.height },
            altText: { name: photo.caption, description: photo.caption, title: photo.caption },
          }),
        ],
      }),
      caption,
    ];
  });
}
