// @ts-check
import fs from "node:fs";
import path from "node:path";

// The licence check of the installed production tree (decision 068). It starts from the production
// dependencies of the workspaces that ship (the server, the domain rules, the web app whose bundle goes
// to browsers, the camera simulator), follows `dependencies`, `optionalDependencies` and
// `peerDependencies` through node_modules the way Node resolves them, and reads every package.json it
// reaches. A package passes when its SPDX expression can be met with licences of the allow-list; an
// exception names one package, the only workspace it may be reached from, and why.

/** Permissive licences: use, change and ship the code, in the server or in the browser bundle, without
 * opening ours. MPL-2.0 is file-level copyleft: allowed because we ship its files unchanged. */
export const ALLOWED = new Set([
  "MIT",
  "MIT-0",
  "ISC",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "Apache-2.0",
  "0BSD",
  "BlueOak-1.0.0",
  "CC0-1.0",
  // Attribution licences, met by the notices we ship: used for data (date-holidays' holiday tables).
  "CC-BY-3.0",
  "CC-BY-4.0",
  "Unlicense",
  "Python-2.0",
  "PSF-2.0",
  "Zlib",
  "MPL-2.0",
  "WTFPL",
]);

/** Packages whose package.json names no licence, with the one their files state (read by hand). */
export const STATED = new Map([
  ["png-js", "MIT"], // LICENSE: "MIT License, Copyright (c) 2017 Devon Govett"
  ["exif-parser", "MIT"], // LICENSE.md: "The MIT License", Copyright (c) 2010 Bruno Windels, Daniel Leinich (jimp reads orientation with it)
  ["cycle", "Unlicense"], // cycle.js: "Public Domain." (Douglas Crockford); judged as a public-domain dedication
]);

/** @typedef {{ name: string, onlyFrom: string, reason: string }} Exception */
/** @type {Exception[]} */
export const EXCEPTIONS = [
  {
    name: "rtsp-streaming-server",
    onlyFrom: "@hts/camera-sim",
    reason:
      "GPL-3.0 RTSP relay of the demo's simulated cameras: loaded only by the simulator, a separate program the server starts and talks to over a pipe and RTSP, never linked into the server (decision 068).",
  },
];

/** The workspaces whose production dependencies ship; tests and benchmarks (e2e, bench) do not. */
export const SHIPPED = ["@hts/api", "@hts/domain", "@hts/web", "@hts/camera-sim"];

/**
 * Whether an SPDX expression can be met with allowed licences: OR needs one side, AND both.
 * @param {string} expression @param {Set<string>} allowed
 */
export function satisfies(expression, allowed) {
  const tokens = expression
    .replace(/[()]/g, (p) => ` ${p} `)
    .trim()
    .split(/\s+/);
  let at = 0;
  /** @returns {boolean} */
  const orExpr = () => {
    let value = andExpr();
    while (tokens[at]?.toUpperCase() === "OR") {
      at++;
      const right = andExpr();
      value = value || right;
    }
    return value;
  };
  const andExpr = () => {
    let value = atom();
    while (tokens[at]?.toUpperCase() === "AND") {
      at++;
      const right = atom();
      value = value && right;
    }
    return value;
  };
  const atom = () => {
    const token = tokens[at++];
    if (token === "(") {
      const value = orExpr();
      at++; // ")"
      return value;
    }
    // "GPL-2.0 WITH Classpath-exception-2.0" and "Apache-2.0+" are judged on their base licence.
    if (tokens[at]?.toUpperCase() === "WITH") at += 2;
    return allowed.has(String(token).replace(/\+$/, ""));
  };
  if (tokens.length === 0 || tokens[0] === "") return false;
  return orExpr() && at === tokens.length;
}

/** @param {Record<string, unknown>} manifest */
export function licenceOf(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === "string") return license;
  if (license && typeof license === "object" && "type" in license) return String(license.type);
  if (Array.isArray(licenses))
    return licenses.map((l) => (typeof l === "string" ? l : String(l?.type))).join(" OR ");
  return "UNKNOWN";
}

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));

/** Finds `name` from `dir` upwards the way Node does; the real path of its folder, or null. */
function resolvePackage(/** @type {string} */ dir, /** @type {string} */ name, /** @type {string} */ root) {
  let current = dir;
  for (;;) {
    const candidate = path.join(current, "node_modules", name, "package.json");
    if (fs.existsSync(candidate)) return fs.realpathSync(path.dirname(candidate));
    if (current === root) return null;
    const parent = path.dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

/**
 * Walks the production tree under `root` (a folder with node_modules and workspaces).
 * @param {{ root: string, shipped?: string[] }} options
 * @returns {Map<string, { name: string, version: string, licence: string, from: Set<string> }>}
 */
export function productionTree({ root, shipped = SHIPPED }) {
  const absoluteRoot = fs.realpathSync(root);
  /** @type {Map<string, { name: string, version: string, licence: string, from: Set<string> }>} */
  const found = new Map();
  for (const workspace of shipped) {
    const start = resolvePackage(absoluteRoot, workspace, absoluteRoot);
    if (!start) continue;
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const dir = /** @type {string} */ (queue.shift());
      const manifest = readJson(path.join(dir, "package.json"));
      const names = {
        ...manifest.peerDependencies,
        ...manifest.optionalDependencies,
        ...manifest.dependencies,
      };
      for (const name of Object.keys(names)) {
        const next = resolvePackage(dir, name, absoluteRoot);
        if (!next || seen.has(next)) continue; // an optional or peer package not installed: nothing ships
        seen.add(next);
        const dependency = readJson(path.join(next, "package.json"));
        // Ours: a workspace reached from another is checked from its own root, so that an exception
        // granted to one workspace is not seen as reached from those that start it.
        if (String(dependency.name).startsWith("@hts/")) continue;
        queue.push(next);
        const key = `${dependency.name}@${dependency.version}`;
        const entry = found.get(key) ?? {
          name: dependency.name,
          version: dependency.version,
          licence:
            licenceOf(dependency) === "UNKNOWN"
              ? (STATED.get(dependency.name) ?? "UNKNOWN")
              : licenceOf(dependency),
          from: new Set(),
        };
        entry.from.add(workspace);
        found.set(key, entry);
      }
    }
  }
  return found;
}

/**
 * The refused packages of the production tree, with why.
 * @param {{ root: string, shipped?: string[], allowed?: Set<string>, exceptions?: Exception[] }} options
 */
export function checkLicences({ root, shipped = SHIPPED, allowed = ALLOWED, exceptions = EXCEPTIONS }) {
  const tree = productionTree({ root, shipped });
  /** @type {string[]} */
  const refused = [];
  for (const [key, entry] of tree) {
    if (satisfies(entry.licence, allowed)) continue;
    const exception = exceptions.find((e) => e.name === entry.name);
    const from = [...entry.from].sort();
    if (exception && from.every((w) => w === exception.onlyFrom)) continue;
    refused.push(
      exception
        ? `${key} (${entry.licence}) : autorisé seulement pour ${exception.onlyFrom}, atteint depuis ${from.join(", ")}`
        : `${key} (${entry.licence}) : licence hors de la liste autorisée, atteint depuis ${from.join(", ")}`,
    );
  }
  return { checked: tree.size, refused: refused.sort() };
}
