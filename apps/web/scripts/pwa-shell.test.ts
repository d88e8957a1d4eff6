import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { shellScripts } from "./pwa-shell.mjs";

const dist = fs.mkdtempSync(path.join(os.tmpdir(), "hts-pwa-shell-"));
fs.mkdirSync(path.join(dist, "assets"));
const write = (name: string, code: string) => fs.writeFileSync(path.join(dist, "assets", name), code);
fs.writeFileSync(path.join(dist, "index.html"), '<script type="module" src="/assets/index-A1.js"></script>');
write("index-A1.js", 'import { r } from "./react-B2.js"; const page = () => import("./charts-page-C3.js");');
write("react-B2.js", "export const r = 1;");
write("charts-page-C3.js", 'import "./recharts-D4.js";');
write("recharts-D4.js", "");
write("agent-layout-E5.js", 'import { q } from "./queue-F6.js";');
write("queue-F6.js", "export const q = 1;");
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe("the agent app's precached shell", () => {
  it("keeps the entry, the seeded agent chunks and what they import statically, not lazy office screens", () => {
    const shell = shellScripts({ dist, seeds: [/^agent-/] });
    expect([...shell].sort()).toEqual([
      "assets/agent-layout-E5.js",
      "assets/index-A1.js",
      "assets/queue-F6.js",
      "assets/react-B2.js",
    ]);
  });
});
