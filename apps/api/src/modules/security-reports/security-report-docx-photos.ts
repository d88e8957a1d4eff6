import { ImageRun, Paragraph, TextRun } from "docx";
import type { TDocPhoto } from "./security-report-pdf-photos.ts";
import { fitPhoto } from "./security-report-photo-fit.ts";

// The report's photos in the Word file (issue 23): one per paragraph, at most 400 x 300 px (two fit on
// an A4 page), each followed by its caption. A photo Word cannot show keeps its caption and a note.

const MUTED = "475569";
const BOX = { width: 400, height: 300 };

/** `notEmbeddable`: what stands for a photo Word cannot show, in the file's language. */
export function photoParagraphs(photos: readonly TDocPhoto[], notEmbeddable: string): Paragraph[] {
  return photos.flatMap((photo) => {
    const fitted = fitPhoto(photo, BOX);
    const caption = new Paragraph({
      spacing: { after: 200 },
      children: [new TextRun({ text: photo.caption, italics: true, color: MUTED, size: 16 })],
    });
    if (!fitted)
      return [
        new Paragraph({ children: [new TextRun({ text: notEmbeddable, color: MUTED, size: 18 })] }),
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
