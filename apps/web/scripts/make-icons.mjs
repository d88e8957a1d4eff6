// Draws the agent app's icons (decision 089): a white shield with a check mark on the night-blue of the
// app, as PNG files written with node:zlib only (deflate and crc32), so no image library or native
// rasterizer joins the dependencies for four small files. The files are committed in public/icons/;
// make-icons.test.ts checks that they are what this script draws.
//
//   node apps/web/scripts/make-icons.mjs   rewrites public/icons/*.png
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync } from "node:zlib";

const BACKGROUND = [11, 26, 51]; // #0b1a33, the theme colour
const SHIELD = [241, 245, 249];
const CHECK = [37, 99, 235];
const SAMPLES = 4; // 4 x 4 samples per pixel: smooth edges

/** Every icon: "any" fills its square with a rounded tile, "maskable" keeps the drawing in the 80 % safe zone. */
export const ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-192.png", size: 192, maskable: true },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
];

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Colour of a point of the unit square (0..1), for a drawing scaled by `scale` around the centre. */
function colourAt(x, y, { scale, maskable }) {
  const u = (x - 0.5) / scale + 0.5;
  const v = (y - 0.5) / scale + 0.5;
  const halfWidth =
    v < 0.14 ? -1 : v <= 0.5 ? 0.3 : 0.3 * Math.sqrt(Math.max(0, 1 - ((v - 0.5) / 0.42) ** 2));
  if (Math.abs(u - 0.5) <= halfWidth) {
    const check = Math.min(
      distanceToSegment(u, v, [0.36, 0.47], [0.46, 0.58]),
      distanceToSegment(u, v, [0.46, 0.58], [0.65, 0.36]),
    );
    return check < 0.045 ? CHECK : SHIELD;
  }
  if (!maskable) {
    // Rounded tile: transparent corners outside a radius of 18 % of the side.
    const r = 0.18;
    const cx = Math.min(Math.max(x, r), 1 - r);
    const cy = Math.min(Math.max(y, r), 1 - r);
    if (Math.hypot(x - cx, y - cy) > r) return null;
  }
  return BACKGROUND;
}

/** RGBA pixels of one icon, as a PNG file. */
export function renderIcon({ size, maskable }) {
  const options = { scale: maskable ? 0.72 : 0.95, maskable };
  const rowBytes = size * 4 + 1;
  const raw = Buffer.alloc(rowBytes * size);
  for (let py = 0; py < size; py++) {
    raw[py * rowBytes] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const c = colourAt((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size, options);
          if (!c) continue;
          sum[0] += c[0];
          sum[1] += c[1];
          sum[2] += c[2];
          sum[3] += 255;
        }
      }
      const n = SAMPLES * SAMPLES;
      const covered = sum[3] / 255;
      const offset = py * rowBytes + 1 + px * 4;
      for (let i = 0; i < 3; i++) raw[offset + i] = covered ? Math.round(sum[i] / covered) : 0;
      raw[offset + 3] = Math.round(sum[3] / n);
    }
  }
  return encodePng({ size, raw });
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng({ size, raw }) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const ICONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public/icons");

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  fs.mkdirSync(ICONS_DIR, { recursive: true });
  for (const icon of ICONS) {
    const png = renderIcon(icon);
    fs.writeFileSync(path.join(ICONS_DIR, icon.file), png);
    console.log(`${icon.file} : ${png.length} octets`);
  }
}
