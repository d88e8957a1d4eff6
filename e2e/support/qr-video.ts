import fs from "node:fs";
import path from "node:path";
import QRCode from "qrcode";

/**
 * A Y4M video (what Chromium's --use-file-for-fake-video-capture plays, in a loop) showing `text` as a
 * QR code, black on white, centred in 640x480. Written without ffmpeg: luma is the picture, chroma grey.
 */
export function writeQrVideo({ text, file }: { text: string; file: string }): string {
  const width = 640;
  const height = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor(440 / (size + 2 * quiet));
  const side = scale * (size + 2 * quiet);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + (row + quiet) * scale + y) * width + left + (col + quiet) * scale;
        luma.fill(16, start, start + scale);
      }
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
  return file;
}
