// Budget check for the landing page: the JavaScript a first visit to `/` downloads before anything is
// lazy-loaded. That is the entry script plus every chunk it imports statically (Vite lists those as
// modulepreload links; walking the imports too keeps the number honest if that list ever changes).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const LIMIT_KB = 200;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");

const fromHtml = [
  ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
  ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
].map((match) => match[1]);

// Static `import ... from "./x.js"` and `import "./x.js"`; `import("./x.js")` (lazy) is left out.
const staticImport = /\bimport\s*(?:[\w$*{][^;()"']*?\bfrom\s*)?["']([^"']+\.js)["']/g;

const seen = new Set();
const queue = fromHtml.map((url) => path.join(dist, url.replace(/^\//, "")));
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file) || !fs.existsSync(file)) continue;
  seen.add(file);
  const code = fs.readFileSync(file, "utf8");
  for (const match of code.matchAll(staticImport)) {
    queue.push(path.resolve(path.dirname(file), match[1]));
  }
}

let total = 0;
const rows = [];
for (const file of seen) {
  const size = gzipSync(fs.readFileSync(file), { level: 9 }).length;
  total += size;
  rows.push({ name: path.relative(dist, file), size });
}
rows.sort((a, b) => b.size - a.size);
for (const row of rows) console.log(`  ${row.name} : ${(row.size / 1024).toFixed(1)} Ko gzip`);

const totalKb = total / 1024;
console.log(
  `JavaScript initial de la page d'accueil : ${totalKb.toFixed(1)} Ko gzip (limite ${LIMIT_KB} Ko)`,
);
if (seen.size === 0) {
  console.error("Aucun script trouvé dans dist/index.html : le build semble incomplet.");
  process.exit(1);
}
if (totalKb > LIMIT_KB) {
  console.error(`Budget dépassé de ${(totalKb - LIMIT_KB).toFixed(1)} Ko.`);
  process.exit(1);
}
