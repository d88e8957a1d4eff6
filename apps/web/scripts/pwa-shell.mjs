// Which built scripts the service worker precaches (decision 089): the agent app's shell, not the whole
// office. Starting from the scripts index.html loads and the chunks named in `seeds` (the agent screens,
// the text catalogs, the sign-in page), it follows static imports (`import "./x.js"`, `from "./x.js"`);
// lazy `import("./x.js")` is not followed, so the office screens (charts, planning, reports) stay out:
// they load from the network as before, and a runtime cache keeps those once seen.
import fs from "node:fs";
import path from "node:path";

const staticImport = /\bimport\s*(?:[\w$*{][^;()"']*?\bfrom\s*)?["']([^"']+\.js)["']/g;

/**
 * @param {{ dist: string, seeds: RegExp[] }} input
 * @returns {Set<string>} paths relative to dist, with "/" separators (e.g. "assets/index-Ab12.js")
 */
export function shellScripts({ dist, seeds }) {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const fromHtml = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => path.join(dist, match[1].replace(/^\//, "")));
  const assets = path.join(dist, "assets");
  const seeded = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith(".js") && seeds.some((seed) => seed.test(name)))
    .map((name) => path.join(assets, name));

  const seen = new Set();
  const queue = [...fromHtml, ...seeded];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, "utf8").matchAll(staticImport)) {
      queue.push(path.resolve(path.dirname(file), match[1]));
    }
  }
  return new Set([...seen].map((file) => path.relative(dist, file).split(path.sep).join("/")));
}
