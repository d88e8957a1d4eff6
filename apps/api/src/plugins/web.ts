import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { MSG } from "@hts/domain";
import type { FastifyInstance } from "fastify";
import { say } from "./language.ts";

/** Paths that name a file (under /assets, or ending with an extension), never a client-side route. */
export function isFilePath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "/";
  return pathname.startsWith("/assets/") || /\.[A-Za-z0-9]{1,8}$/.test(pathname);
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/** A file under dist/assets/ (Vite names them after their content hash), compressed copy or not. */
export function isHashedAsset(file: string): boolean {
  return file.includes(`${path.sep}assets${path.sep}`);
}

/**
 * Serves the built React app and falls back to index.html for client-side routes. Unknown /api paths
 * stay JSON 404s.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const index = webDist ? path.join(webDist, "index.html") : undefined;
  const hasWeb = Boolean(index && fs.existsSync(index));
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      // No route per file: `wildcard: false` globbed the build and registered a GET and a HEAD for each
      // of its ~500 files (0.2 s of every start, issue 26). The catch-all below serves them all through
      // `reply.sendFile`, with the same compressed copies and headers.
      serve: false,
      index: false,
      // The build writes file.br and file.gz beside each text asset (apps/web/scripts/compress.mjs):
      // a browser that accepts brotli or gzip gets them as they are, nothing is compressed per request
      // (decision 046). `Vary: accept-encoding` is added by the plugin.
      preCompressed: true,
      setHeaders: (res, file) => {
        // Hashed assets never change: cached a year without revalidation. Everything else (index.html,
        // the favicon) is revalidated at every use (ETag, Last-Modified) to pick up a new build.
        res.header("Cache-Control", isHashedAsset(file) ? IMMUTABLE : "no-cache");
      },
    });
    app.get("/*", { config: { access: "public" } }, async (request, reply) => {
      if (request.url.startsWith("/api/") || request.url === "/api") {
        return reply.code(404).send({ detail: say(request, MSG.routeNotFound) });
      }
      const file = path.join(webDist, decodeURIComponent(request.url.split("?")[0] ?? "/"));
      if (file.startsWith(webDist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(webDist, file));
      }
      // A missing file (an old hashed bundle after a deploy, a typo) is a 404, not the app's page: a
      // browser would otherwise run index.html as JavaScript and fail obscurely.
      if (isFilePath(request.url)) return reply.code(404).send({ detail: say(request, MSG.routeNotFound) });
      return reply.sendFile("index.html");
    });
  }

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ detail: say(request, MSG.routeNotFound) }),
  );
}
