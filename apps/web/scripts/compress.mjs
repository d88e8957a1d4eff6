// Pre-compresses the built app (decision 046): next to every text asset of dist/ (scripts, styles, SVG,
// HTML, JSON, WebAssembly), a .br (brotli, best quality) and a .gz (gzip, level 9). The API serves them
// to browsers that accept them (@fastify/static `preCompressed`) without compressing anything per
// request. A compressed copy is written only when it is smaller than the file itself.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|wasm|txt|map|webmanifest)$/;
const MIN_BYTES = 512;

function listFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Writes file.br and file.gz beside each compressible file of `dist`; returns the byte totals. */
export function compressDist(dist) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of listFiles(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    totals.files += 1;
    totals.raw += raw.length;
    if (br.length < raw.length) {
      fs.writeFileSync(`${file}.br`, br);
      totals.br += br.length;
    } else totals.br += raw.length;
    if (gz.length < raw.length) {
      fs.writeFileSync(`${file}.gz`, gz);
      totals.gz += gz.length;
    } else totals.gz += raw.length;
  }
  return totals;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
  const t = compressDist(dist);
  const kb = (n) => `${(n / 1024).toFixed(0)} Ko`;
  console.log(`Précompression : ${t.files} fichiers, ${kb(t.raw)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)}`);
}
