import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the routes' zod schemas; Swagger UI at /api/docs, JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "HTS API",
        description: "API de la plateforme HTS. Authentification : `Authorization: Bearer <access_token>`.",
        version: "1.0.0",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // Swagger UI needs inline scripts and styles that the API's strict CSP forbids: relax it here only.
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
}
