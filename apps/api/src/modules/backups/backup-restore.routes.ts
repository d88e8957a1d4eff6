import fs from "node:fs";
import { MSG_SETTINGS, ZBackupRestore, ZBackupRestored, ZError } from "@hts/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { companies } from "../../db/schema.ts";
import { type AuthContext, requireAuth } from "../../lib/auth-context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import { readCompanyBackup } from "./backup-reader.ts";
import { backupPath } from "./company-backup.ts";
import { isCompanyEmpty, restoreCompany } from "./company-restore.ts";

const access = { area: "settings", level: "write" } as const;
/** A company backup sent by the browser (a ZIP downloaded earlier); read in memory. */
const UPLOAD_LIMIT = 256 * 1024 * 1024;
const errors = { 401: ZError, 403: ZError, 404: ZError, 409: ZError, 413: ZError, 422: ZError } as const;

/**
 * Restoring the company from one of its backups (decision 067): administrators only (restoring is
 * changing every record; the policy gives "update" of backups to nobody else). From a backup listed
 * on the server, or from a ZIP sent in the body.
 */
export const backupRestoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const backupDir = app.appConfig.backupDir;
  app.addContentTypeParser(
    "application/zip",
    { parseAs: "buffer", bodyLimit: UPLOAD_LIMIT },
    (_r, body, done) => done(null, body),
  );

  const restore = async (auth: AuthContext, zip: Buffer, backupId: string, confirmation?: string) => {
    const db = app.database.db;
    // Reading checks the whole file before anything is written.
    const backup = readCompanyBackup({ zip, companyId: auth.companyId });
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, auth.companyId));
    if (!(await isCompanyEmpty(db, auth.companyId)) && confirmation?.trim() !== company?.name.trim())
      throw new AppError("conflict", MSG_SETTINGS.restoreConfirmationRequired);
    const { rows } = await restoreCompany({
      db,
      companyId: auth.companyId,
      userId: auth.user.id,
      backupId,
      backup,
    });
    return { rows, created_at: backup.createdAt };
  };

  app.post(
    "/:id/restore",
    {
      config: { access },
      schema: {
        tags: ["settings"],
        summary: "Restaurer la société depuis une de ses sauvegardes (remplace les données actuelles)",
        params: z.object({ id: z.string().max(100) }),
        body: ZBackupRestore,
        response: { 200: ZBackupRestored, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      requireScope(auth, "backup", "update");
      const file = backupPath({ backupDir, companyId: auth.companyId, id: request.params.id });
      if (!file) throw notFound(MSG_SETTINGS.backupNotFound);
      return restore(auth, await fs.promises.readFile(file), request.params.id, request.body.confirmation);
    },
  );

  app.post(
    "/restore",
    {
      config: { access },
      bodyLimit: UPLOAD_LIMIT,
      schema: {
        tags: ["settings"],
        summary: "Restaurer la société depuis un fichier de sauvegarde envoyé (ZIP, application/zip)",
        querystring: ZBackupRestore,
        response: { 200: ZBackupRestored, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      requireScope(auth, "backup", "update");
      if (!Buffer.isBuffer(request.body)) throw new AppError("validation", MSG_SETTINGS.backupMalformed);
      return restore(auth, request.body, "upload", request.query.confirmation);
    },
  );
};
