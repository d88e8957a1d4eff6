import fs from "node:fs";
import { MSG_SETTINGS, ZBackup, ZError } from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { audit } from "../../lib/audit.ts";
import { requireAuth } from "../../lib/auth-context.ts";
import { notFound } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import { backupRestoreRoutes } from "./backup-restore.routes.ts";
import { backupPath, createCompanyBackup, createdAtOf, listCompanyBackups } from "./company-backup.ts";

const access = { area: "settings", level: "write" } as const;
const toApi = (b: { id: string; createdAt: Date; sizeBytes: number }) => ({
  id: b.id,
  created_at: b.createdAt.toISOString(),
  size_bytes: b.sizeBytes,
});

/** Company backups (Système tab): listed with date and size, made on demand, downloaded by admins. */
export const backupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const backupDir = app.appConfig.backupDir;
  await app.register(backupRestoreRoutes);

  app.get(
    "",
    {
      config: { access },
      schema: {
        tags: ["settings"],
        summary: "Sauvegardes de la société",
        response: { 200: z.array(ZBackup), 401: ZError, 403: ZError },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      requireScope(auth, "backup", "read");
      return (await listCompanyBackups({ backupDir, companyId: auth.companyId })).map(toApi);
    },
  );

  app.post(
    "",
    {
      config: { access },
      schema: {
        tags: ["settings"],
        summary: "Sauvegarder maintenant",
        response: { 201: ZBackup, 401: ZError, 403: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      requireScope(auth, "backup", "create");
      const now = new Date();
      const made = await createCompanyBackup({
        db: app.database.db,
        companyId: auth.companyId,
        backupDir,
        now,
      });
      await app.database.db.transaction((tx) =>
        audit(tx, {
          companyId: auth.companyId,
          userId: auth.user.id,
          action: "create",
          entity: "backup",
          entityId: made.id,
          details: { sizeBytes: made.sizeBytes },
        }),
      );
      return reply
        .code(201)
        .send(toApi({ id: made.id, createdAt: createdAtOf(made.id), sizeBytes: made.sizeBytes }));
    },
  );

  app.get(
    "/:id/download",
    {
      config: { access },
      schema: {
        tags: ["settings"],
        summary: "Télécharger une sauvegarde (ZIP)",
        params: z.object({ id: z.string().max(100) }),
        response: { 401: ZError, 403: ZError, 404: ZError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      requireScope(auth, "backup", "read");
      const file = backupPath({ backupDir, companyId: auth.companyId, id: request.params.id });
      if (!file) throw notFound(MSG_SETTINGS.backupNotFound);
      await app.database.db.transaction((tx) =>
        audit(tx, {
          companyId: auth.companyId,
          userId: auth.user.id,
          action: "download",
          entity: "backup",
          entityId: request.params.id,
        }),
      );
      reply.header("content-type", "application/zip");
      reply.header("content-disposition", `attachment; filename="${request.params.id}"`);
      return (reply as FastifyReply).send(fs.createReadStream(file));
    },
  );
};
