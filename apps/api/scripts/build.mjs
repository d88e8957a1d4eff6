// Compiles the API to JavaScript (decision 063): `npm start` then loads plain modules, with no
// TypeScript compiler in the process. esbuild bundles our code (apps/api/src and the workspace package
// @hts/domain, which ships TypeScript sources) and most npm dependencies into apps/api/dist; the
// packages listed in EXTERNAL_PACKAGES stay imports of node_modules, which a production install
// (`npm prune --omit=dev`) keeps: they are dependencies of @hts/api.
//
// Every output file sits directly in dist/ (no sub-folders): the sources find their files from
// `import.meta.dirname`/`import.meta.url`, and dist/ is at the same depth as src/, so
//   - config.ts's `../../..` is still the repository root (the web app's dist),
//   - migrate.ts's `migrations` folder is dist/migrations (copied),
//   - embedded-engine.ts's `./embedded-worker.mjs` is dist/embedded-worker.mjs (copied: plain JS),
//   - document-pool.ts's `./document-worker.mjs` is dist/document-worker.mjs (built without tsx).
// A new process or thread entry (a script, a worker) must be added to ENTRIES below.
//
//   node scripts/build.mjs        build, then write apps/api/.build-stamp
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { API_BUILD_INPUTS, apiDirs, writeApiStamp } from "./build-inputs.mjs";

const { apiDir, repoRoot, distDir } = apiDirs(path.dirname(fileURLToPath(import.meta.url)));

/** Output name (dist/<name>.mjs) → source. `virtual:` entries are generated below. */
const ENTRIES = {
  server: "src/server.ts",
  "seed-demo": "src/scripts/seed-demo.ts",
  backup: "src/scripts/backup.ts",
  restore: "src/scripts/restore.ts",
  "platform-operator": "src/scripts/platform-operator.ts",
  "document-worker": "virtual:document-worker",
  // The automatic scheduler's thread (decision 110): schedule-runs.ts starts ./schedule-worker.mjs.
  "schedule-worker": "src/modules/staffing/schedule-worker-main.ts",
  // Document renderers (decision 071): the worker imports each by the address its module registered,
  // which in a build is <name>.mjs beside the bundle (document-registry.ts maps .ts to .mjs).
  "payslip-pdf": "src/modules/payroll/payslip-pdf.ts",
  "payroll-export-xlsx": "src/modules/payroll/payroll-export-xlsx.ts",
  "payroll-variables-xlsx": "src/modules/payroll/payroll-variables-xlsx.ts",
  "report-pdf": "src/modules/reports/report-pdf.ts",
  "report-xlsx": "src/modules/reports/report-xlsx.ts",
  "security-report-pdf": "src/modules/security-reports/security-report-pdf.ts",
  "security-report-docx": "src/modules/security-reports/security-report-docx.ts",
  "security-report-xlsx": "src/modules/security-reports/security-report-xlsx.ts",
  "checkpoint-labels-pdf": "src/modules/tours/checkpoint-labels-pdf.ts",
  "tour-report-pdf": "src/modules/tours/tour-report-pdf.ts",
  "photo-normalise": "src/modules/storage/photo-normalise.ts",
};

/** Files the server reads from disk at run time, copied beside the bundles (source → dist name). */
const ASSETS = {
  "src/db/migrations": "migrations",
  "src/db/embedded-worker.mjs": "embedded-worker.mjs",
};

// The document worker of the sources (document-worker.mjs) registers tsx; the built one imports the
// compiled renderers directly and gives piscina the default export it calls.
const VIRTUAL = {
  "document-worker": `import { renderTask } from "./src/lib/documents/document-tasks.ts";
export default function render(task) { return renderTask(task); }`,
};

/**
 * npm packages that stay imports of node_modules: those that find files beside their own code (WebAssembly
 * and data files, static assets, worker entries) and those built only in document workers (the demo's RTSP relay is not imported at
 * all: it runs in its own process, decision 068). Everything else is bundled: drizzle-orm
 * alone is hundreds of small modules whose resolution and loading made up most of a start.
 */
export const EXTERNAL_PACKAGES = [
  "@electric-sql/pglite",
  "@fastify/swagger",
  "@fastify/swagger-ui",
  "piscina",
  "pino",
  "thread-stream",
  "pdfkit",
  "docx",
  "write-excel-file",
  "pg-native",
  // HiGHS loads highs.wasm from beside its own module.
  "highs",
  // The WebP decoder's webp_dec.wasm is read from beside its module (photo-normalise.ts, decision 129).
  "@jsquash/webp",
];

const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Resolves the virtual entries, and keeps EXTERNAL_PACKAGES (and their subpaths) out of the bundle. */
const entriesAndExternals = {
  name: "entries-and-externals",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("virtual:")) return { path: args.path.slice(8), namespace: "virtual" };
      if (EXTERNAL_PACKAGES.includes(packageName(args.path))) return { path: args.path, external: true };
      return undefined;
    });
    build.onLoad({ filter: /.*/, namespace: "virtual" }, (args) => ({
      contents: VIRTUAL[args.path],
      loader: "js",
      resolveDir: apiDir,
    }));
  },
};

// Bundled CommonJS packages call require() for Node's modules and the external packages: an ES module
// has no require, so each output file makes its own.
const REQUIRE_SHIM = `import { createRequire as __htsCreateRequire } from "node:module";
const require = __htsCreateRequire(import.meta.url);`;

export async function buildApi() {
  const started = Date.now();
  fs.rmSync(distDir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: apiDir,
    entryPoints: Object.entries(ENTRIES).map(([out, source]) => ({ in: source, out })),
    outdir: distDir,
    outExtension: { ".js": ".mjs" },
    chunkNames: "chunk-[hash]",
    bundle: true,
    // Shared code is loaded once, and server.ts's dynamic imports stay real imports: the application's
    // modules still load while the embedded engine opens its files (decision 057).
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node22",
    // Class and function names survive (logs, error names); the bundle is not minified: readable traces.
    keepNames: true,
    sourcemap: "linked",
    legalComments: "none",
    logLevel: "warning",
    banner: { js: REQUIRE_SHIM },
    plugins: [entriesAndExternals],
    metafile: true,
  });
  for (const [source, target] of Object.entries(ASSETS)) {
    fs.cpSync(path.join(apiDir, source), path.join(distDir, target), { recursive: true });
  }
  const outputs = Object.keys(result.metafile.outputs).filter((f) => f.endsWith(".mjs")).length;
  return { ms: Date.now() - started, outputs };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { ms, outputs } = await buildApi();
  writeApiStamp(repoRoot, apiDir, API_BUILD_INPUTS);
  console.log(`API compilée dans ${path.relative(repoRoot, distDir)} : ${outputs} fichiers en ${ms} ms.`);
}
