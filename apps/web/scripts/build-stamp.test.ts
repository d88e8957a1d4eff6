import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain Node script (no declaration file), run by `npm start` before any build.
import { buildState, clearStamp, needsBuild, sourceHash, writeStamp } from "./build-stamp.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A tiny checkout: web sources, domain sources, lockfile, optionally a built dist/. */
function checkout(withDist: boolean): { root: string; web: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "hts-stamp-"));
  dirs.push(root);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write("apps/web/src/main.tsx", "export const a = 1;");
  write("apps/web/index.html", "<!doctype html>");
  write("packages/domain/src/index.ts", "export const b = 2;");
  write("package-lock.json", '{"lockfileVersion":3}');
  if (withDist) write("apps/web/dist/index.html", "<!doctype html><script src=/assets/x.js></script>");
  return { root, web: path.join(root, "apps/web") };
}

describe("does the web app need a build?", () => {
  it("the rule: no built app, no stamp, or another hash → build; same hash → no build", () => {
    expect(needsBuild({ distIndexExists: false, storedHash: "h", currentHash: "h" }).build).toBe(true);
    expect(needsBuild({ distIndexExists: true, storedHash: null, currentHash: "h" }).build).toBe(true);
    expect(needsBuild({ distIndexExists: true, storedHash: "old", currentHash: "new" }).build).toBe(true);
    expect(needsBuild({ distIndexExists: true, storedHash: "h", currentHash: "h" }).build).toBe(false);
  });

  it("a fresh checkout builds; after a build nothing changes, so the next start does not build", () => {
    const { root, web } = checkout(false);
    expect(needsBuild(buildState(root, web)).build).toBe(true);
    fs.mkdirSync(path.join(web, "dist"));
    fs.writeFileSync(path.join(web, "dist", "index.html"), "<!doctype html>");
    writeStamp(web, sourceHash(root));
    expect(needsBuild(buildState(root, web))).toEqual({ build: false, reason: "application web à jour" });
  });

  it("a changed web source, domain source or lockfile, a new or deleted file each call for a build", () => {
    const { root, web } = checkout(true);
    const edits: Array<() => void> = [
      () => fs.writeFileSync(path.join(root, "apps/web/src/main.tsx"), "export const a = 2;"),
      () => fs.writeFileSync(path.join(root, "packages/domain/src/index.ts"), "export const b = 3;"),
      () => fs.writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion":3,"x":1}'),
      () => fs.writeFileSync(path.join(root, "apps/web/src/new.ts"), ""),
      () => fs.rmSync(path.join(root, "apps/web/src/new.ts")),
      () => fs.renameSync(path.join(root, "apps/web/src/main.tsx"), path.join(root, "apps/web/src/app.tsx")),
    ];
    for (const [i, edit] of edits.entries()) {
      writeStamp(web, sourceHash(root));
      expect(needsBuild(buildState(root, web)).build, `before edit ${i}`).toBe(false);
      edit();
      expect(needsBuild(buildState(root, web)).build, `after edit ${i}`).toBe(true);
    }
  });

  it("ignores what is not an input: the built app itself, node_modules, modification times", () => {
    const { root, web } = checkout(true);
    writeStamp(web, sourceHash(root));
    fs.writeFileSync(path.join(web, "dist", "index.html"), "<!doctype html><p>autre build</p>");
    fs.mkdirSync(path.join(web, "src", "node_modules"));
    fs.writeFileSync(path.join(web, "src", "node_modules", "x.js"), "1");
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(web, "src", "main.tsx"), later, later);
    expect(needsBuild(buildState(root, web)).build).toBe(false);
  });

  it("a build that did not finish (stamp cleared at its start) is built again", () => {
    const { root, web } = checkout(true);
    writeStamp(web, sourceHash(root));
    clearStamp(web);
    expect(needsBuild(buildState(root, web))).toMatchObject({ build: true });
    fs.writeFileSync(path.join(web, ".build-stamp"), "not json");
    expect(needsBuild(buildState(root, web))).toMatchObject({ build: true });
  });
});
