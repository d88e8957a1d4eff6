#!/usr/bin/env node
// Counts the API's module cycles and runtime import cycles (issue 27, decision 069).
// Plain import parsing, no dependency: every `import`/`export ... from` and dynamic `import("...")`
// of apps/api/src is resolved relatively; `import type` and `export type` are erased by the compiler,
// so they are left out of the runtime graph (they cannot run code in a loop).
// Prints the counts and exits 1 when either is not 0. `--list` prints the cycles themselves.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../apps/api/src");
const list = process.argv.includes("--list");

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(name) && !/\.(test|pg-test)\.ts$/.test(name) ? [path] : [];
  });
}

// Matches static imports/re-exports (capturing a leading `type`) and dynamic imports.
const staticImport = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gms;
const sideEffectImport = /^\s*import\s*["']([^"']+)["']/gm;
const dynamicImport = /import\(\s*["']([^"']+)["']\s*\)/g;

function runtimeImports(file) {
  const text = readFileSync(file, "utf8");
  const specs = [];
  for (const m of text.matchAll(staticImport)) {
    const typeOnly =
      Boolean(m[2]) ||
      (/^\{[^}]*\}$/.test(m[3]) &&
        m[3]
          .slice(1, -1)
          .split(",")
          .every((s) => !s.trim() || /^type\s/.test(s.trim())));
    if (!typeOnly) specs.push(m[4]);
  }
  for (const m of text.matchAll(sideEffectImport)) specs.push(m[1]);
  for (const m of text.matchAll(dynamicImport)) specs.push(m[1]);
  return specs
    .filter((s) => s.startsWith("."))
    .map((s) => resolve(dirname(file), s))
    .filter((p) => {
      try {
        return statSync(p).isFile();
      } catch {
        return false;
      }
    });
}

// Which area a file belongs to: modules/<m>, or the shared layers lib, plugins, db, app.
function areaOf(file) {
  const rel = relative(root, file).split("/");
  if (rel[0] === "modules" && rel.length > 2) return `modules/${rel[1]}`;
  return rel.length > 1 ? rel[0] : rel[0].replace(/\.\w+$/, "");
}

/** Tarjan's strongly connected components; a component of two or more nodes (or a self-loop) is a cycle. */
function cycles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const found = [];
  function visit(v) {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || graph.get(v)?.has(v)) found.push(comp);
    }
  }
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

const files = sourceFiles(root);
const fileGraph = new Map();
const moduleGraph = new Map();
for (const file of files) {
  const deps = new Set(runtimeImports(file));
  fileGraph.set(file, deps);
  const from = areaOf(file);
  if (!from.startsWith("modules/")) continue;
  if (!moduleGraph.has(from)) moduleGraph.set(from, new Set());
  for (const dep of deps) {
    const to = areaOf(dep);
    if (to.startsWith("modules/") && to !== from) moduleGraph.get(from).add(to);
  }
}

const moduleCycles = cycles(moduleGraph);
const importCycles = cycles(fileGraph);
console.log(`API module cycles: ${moduleCycles.length}`);
console.log(`API runtime import cycles: ${importCycles.length}`);
if (list) {
  for (const c of moduleCycles) console.log(`  modules: ${c.join(" <-> ")}`);
  for (const c of importCycles) console.log(`  imports: ${c.map((f) => relative(root, f)).join(" <-> ")}`);
}
if (moduleCycles.length + importCycles.length > 0) {
  if (!list) console.log("Run `node scripts/module-cycles.mjs --list` to see them.");
  process.exit(1);
}
