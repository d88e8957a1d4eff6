import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { compressDist } from "../../../web/scripts/compress.mjs";
import { useTestApp } from "../../test/helpers.ts";

// A built app as `npm run build -w @hts/web` leaves it, compressed by the build's own step.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "hts-web-delivery-"));
fs.mkdirSync(path.join(webDist, "assets"));
const script = `${"export const message = 'Rapport de ronde';\n".repeat(200)}console.log(message);\n`;
const page = `<!doctype html><html lang="fr"><head><title>HTS</title>${"<meta name=x content=y>".repeat(40)}</head><body><div id=root></div><script type=module src=/assets/index-Ab12Cd34.js></script></body></html>`;
fs.writeFileSync(path.join(webDist, "assets", "index-Ab12Cd34.js"), script);
fs.writeFileSync(path.join(webDist, "assets", "tiny-Zz99Yy88.js"), "1");
fs.writeFileSync(path.join(webDist, "index.html"), page);
// The agent app's service worker and manifest (vite-plugin-pwa, decision 089), at the root.
const worker = `${"self.addEventListener('fetch', () => {});\n".repeat(40)}`;
fs.writeFileSync(path.join(webDist, "sw.js"), worker);
fs.writeFileSync(
  path.join(webDist, "manifest.webmanifest"),
  JSON.stringify({ name: "HTS Agent", start_url: "/agent", scope: "/", x: "y".repeat(600) }),
);
compressDist(webDist);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const ctx = useTestApp({ webDist });
const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("web delivery: pre-compressed assets and caching", () => {
  it("the build step wrote brotli and gzip copies, smaller than the asset, and skipped a tiny file", () => {
    const raw = fs.statSync(path.join(webDist, "assets", "index-Ab12Cd34.js")).size;
    for (const ext of [".br", ".gz"]) {
      const copy = path.join(webDist, "assets", `index-Ab12Cd34.js${ext}`);
      expect(fs.statSync(copy).size).toBeLessThan(raw / 5);
    }
    expect(fs.existsSync(path.join(webDist, "assets", "tiny-Zz99Yy88.js.br"))).toBe(false);
  });

  it("answers brotli to a browser that accepts it, gzip to one that accepts only gzip, cached for a year", async () => {
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
      ["br", "br", brotliDecompressSync],
      ["gzip, deflate", "gzip", gunzipSync],
    ] as const) {
      const res = await get("/assets/index-Ab12Cd34.js", accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.headers["content-type"], accept).toMatch(/^(text|application)\/javascript/);
      expect(String(res.headers.vary), accept).toMatch(/accept-encoding/i);
      expect(res.headers["cache-control"], accept).toBe("public, max-age=31536000, immutable");
      expect(res.rawPayload.length, accept).toBeLessThan(script.length / 5);
      expect(decode(res.rawPayload).toString("utf8"), accept).toBe(script);
    }
  });

  it("answers the plain file without Accept-Encoding, or when no compressed copy exists", async () => {
    const plain = await get("/assets/index-Ab12Cd34.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const tiny = await get("/assets/tiny-Zz99Yy88.js", "br, gzip");
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body).toBe("1");
  });

  it("never lets index.html be cached without revalidation, compressed or not, on any client route", async () => {
    for (const url of ["/", "/login", "/dashboard/alarms", "/index.html"]) {
      for (const accept of [undefined, "br", "gzip"]) {
        const res = await get(url, accept);
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers["cache-control"], `${url} ${accept}`).toBe("no-cache");
        expect(res.headers["content-type"], `${url} ${accept}`).toMatch(/^text\/html/);
        const body =
          accept === "br"
            ? brotliDecompressSync(res.rawPayload).toString("utf8")
            : accept === "gzip"
              ? gunzipSync(res.rawPayload).toString("utf8")
              : res.body;
        expect(body, `${url} ${accept}`).toBe(page);
        expect(res.headers.etag ?? res.headers["last-modified"], `${url} ${accept}`).toBeTruthy();
      }
    }
  });

  it("a missing hashed asset is still a 404, not the app's page", async () => {
    const res = await get("/assets/index-Old00000.js", "br");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("serves the service worker revalidated at every use, as JavaScript, allowed by the CSP", async () => {
    for (const accept of [undefined, "br"]) {
      const res = await get("/sw.js", accept);
      expect(res.statusCode, `${accept}`).toBe(200);
      // A cached worker would keep an old app on phones: browsers check it again only when told to.
      expect(res.headers["cache-control"], `${accept}`).toBe("no-cache");
      expect(res.headers["content-type"], `${accept}`).toMatch(/^(text|application)\/javascript/);
      const csp = String(res.headers["content-security-policy"]);
      // No worker-src: it falls back to script-src 'self', which allows /sw.js of this origin.
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).not.toMatch(/worker-src/);
    }
  });

  it("serves the manifest as a web app manifest, revalidated, and the agent route as the app's page", async () => {
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(manifest.body).start_url).toBe("/agent");
    expect(String(manifest.headers["content-security-policy"])).toMatch(/default-src 'self'/);
    const agent = await get("/agent/service");
    expect(agent.statusCode).toBe(200);
    expect(agent.headers["content-type"]).toMatch(/^text\/html/);
  });
});
