import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ALLOWED, checkLicences, satisfies } from "./licences.mjs";

// A small installed tree made on disk: workspaces linked under node_modules/@hts as npm does, packages
// hoisted or nested. The check must refuse a GPL package reached from the server, and accept the one
// exception only from the workspace it names.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "hts-licences-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(dir: string, manifest: Record<string, unknown>) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify(manifest));
}
function workspace(name: string, dependencies: Record<string, string>) {
  const dir = path.join(root, "apps", name);
  write(dir, { name: `@hts/${name}`, version: "1.0.0", dependencies });
  fs.mkdirSync(path.join(root, "node_modules", "@hts"), { recursive: true });
  fs.symlinkSync(dir, path.join(root, "node_modules", "@hts", name));
}
const pkg = (name: string, license: unknown, dependencies: Record<string, string> = {}, under = root) =>
  write(path.join(under, "node_modules", name), { name, version: "1.0.0", license, dependencies });

workspace("api", { "mit-lib": "*", "@hts/camera-sim": "*" });
workspace("camera-sim", { relay: "*" });
workspace("web", { "dual-lib": "*" });
pkg("mit-lib", "MIT", { "nested-gpl": "*" });
pkg("nested-gpl", "GPL-3.0-only", {}, path.join(root, "node_modules", "mit-lib"));
pkg("relay", "GPL-3.0");
pkg("dual-lib", "(MIT OR GPL-2.0)");
pkg("dev-only-gpl", "GPL-3.0"); // installed, but no shipped workspace depends on it

const exceptions = [{ name: "relay", onlyFrom: "@hts/camera-sim", reason: "separate process" }];
const shipped = ["@hts/api", "@hts/web", "@hts/camera-sim"];

describe("licence check of the production tree", () => {
  it("refuses a GPL package the server reaches, even nested, and names who reaches it", () => {
    const { refused } = checkLicences({ root, shipped, exceptions });
    expect(refused).toEqual([
      "nested-gpl@1.0.0 (GPL-3.0-only) : licence hors de la liste autorisée, atteint depuis @hts/api",
    ]);
  });

  it("accepts the excepted relay only from the workspace the exception names", () => {
    pkg("other-lib", "MIT", { relay: "*" });
    const web = path.join(root, "apps", "web", "package.json");
    write(path.dirname(web), { name: "@hts/web", version: "1.0.0", dependencies: { "other-lib": "*" } });
    const { refused } = checkLicences({ root, shipped, exceptions });
    expect(refused).toContain(
      "relay@1.0.0 (GPL-3.0) : autorisé seulement pour @hts/camera-sim, atteint depuis @hts/camera-sim, @hts/web",
    );
  });

  it("reads SPDX expressions: OR needs one allowed side, AND needs both", () => {
    expect(satisfies("MIT", ALLOWED)).toBe(true);
    expect(satisfies("(MIT OR GPL-3.0)", ALLOWED)).toBe(true);
    expect(satisfies("MIT AND GPL-3.0", ALLOWED)).toBe(false);
    expect(satisfies("(ISC AND CC-BY-3.0)", ALLOWED)).toBe(true);
    expect(satisfies("GPL-2.0 WITH Classpath-exception-2.0", ALLOWED)).toBe(false);
    expect(satisfies("AGPL-3.0", ALLOWED)).toBe(false);
    expect(satisfies("UNKNOWN", ALLOWED)).toBe(false);
    expect(satisfies("", ALLOWED)).toBe(false);
  });
});
