import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { MSG } from "@hts/domain";
import type { FastifyInstance } from "fastify";

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
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated to pick up a new build.
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.header("Cache-Control", "public, max-age=31536000, immutable");
        }
      },
    });
    app.get("/*", { config: { access: "public" } }, async (request, reply) => {
      if (request.url.startsWith("/api/") || request.url === "/api") {
        return reply.code(404).send({ detail: MSG.routeNotFound });
      }
      const file = path.join(webDist, decodeURIComponent(request.url.split("?")[0] ?? "/"));
      if (file.startsWith(webDist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(webDist, file));
      }
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    });
  }

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: MSG.routeNotFound }));
}
