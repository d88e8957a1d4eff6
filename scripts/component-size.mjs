#!/usr/bin/env node
// The web app's size rule (decision 091): a component file (apps/web/src/**/*.tsx, tests aside) holds at
// most 200 lines; past that it mixes concerns and is split (decision 073). The rule is first proven on
// probes written into a temporary tree (one at the limit must pass, one past it must fail), then applied
// to the repository, with no exception. Exits 1 on a file over the limit.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const MAX_LINES = 200;
const SOURCE = "apps/web/src";

/** Component files under `root`/apps/web/src longer than the limit, with their line counts. */
function oversized(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx")) {
        const text = readFileSync(path, "utf8");
        const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
        if (lines > MAX_LINES) found.push({ file: relative(root, path), lines });
      }
    }
  };
  walk(join(root, SOURCE));
  return found;
}

function proveOnProbes() {
  const dir = mkdtempSync(join(tmpdir(), "hts-component-size-"));
  try {
    const write = (path, lines) => {
      const file = join(dir, SOURCE, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${Array.from({ length: lines }, (_, i) => `// ${i + 1}`).join("\n")}\n`);
    };
    write("features/probe/components/at-limit.tsx", MAX_LINES);
    write("features/probe/components/over-limit.tsx", MAX_LINES + 1);
    write("features/probe/components/over-limit.test.tsx", MAX_LINES + 50);
    write("features/probe/lib/over-limit-module.ts", MAX_LINES + 50);
    const files = oversized(dir).map(({ file }) => file);
    const expected = [`${SOURCE}/features/probe/components/over-limit.tsx`];
    const ok = files.length === 1 && files[0] === expected[0];
    console.log(
      `${ok ? "ok  " : "FAIL"} probe: a ${MAX_LINES + 1}-line component is refused, one of ${MAX_LINES} lines, a test and a module are not (found: ${files.join(", ") || "none"})`,
    );
    return ok;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
let failures = proveOnProbes() ? 0 : 1;
const over = oversized(repo);
for (const { file, lines } of over) {
  failures++;
  console.log(`FAIL ${file}: ${lines} lines (at most ${MAX_LINES}: split it where it mixes concerns)`);
}
console.log(
  failures === 0 ? `Component size: every component within ${MAX_LINES} lines.` : `${failures} problem(s).`,
);
process.exit(failures === 0 ? 0 : 1);
