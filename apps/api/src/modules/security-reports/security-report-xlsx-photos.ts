import type { Row } from "write-excel-file/node";
import type { TDocPhoto } from "./security-report-pdf-photos.ts";
import { fitPhoto } from "./security-report-photo-fit.ts";

// The report's photos in the workbook (issue 23): a "Photos" sheet where each photo's caption takes a
// row and the image floats over the empty rows reserved below it (write-excel-file anchors an image to
// a cell; rows are about 20 px high). A photo Excel cannot show keeps its caption and a note.

const BOX = { width: 320, height: 240 };
const ROW_PX = 20;

type Image = {
  content: Buffer;
  contentType: string;
  width: number;
  height: number;
  dpi: number;
  anchor: { row: number; column: number };
  title: string;
  description: string;
};

export function photosSheet(
  photos: readonly TDocPhoto[],
  cell: (value: string, style?: object) => Row[number],
  notEmbeddable: string,
): { data: Row[]; images: Image[] } {
  const data: Row[] = [];
  const images: Image[] = [];
  for (const photo of photos) {
    const fitted = fitPhoto(photo, BOX);
    data.push([cell(photo.caption, { fontWeight: "bold" })]);
    if (!fitted) {
      data.push([cell(notEmbeddable, { color: "#475569" })], []);
      continue;
    }
    images.push({
      content: Buffer.from(photo.data),
      contentType: fitted.kind === "jpg" ? "image/jpeg" : "image/png",
      width: fitted.width,
      height: fitted.height,
      dpi: 96,
      // Anchors count from 1: the row right below the caption.
      anchor: { row: data.length + 1, column: 1 },
      title: photo.caption,
      description: photo.caption,
    });
    for (let i = 0; i <= Math.ceil(fitted.height / ROW_PX); i++) data.push([]);
  }
  return { data, images };
}
