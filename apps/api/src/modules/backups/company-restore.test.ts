import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import { as, login, registerAndLogin, useTestApp } from "../../../test/helpers.ts";
import * as schema from "../../db/schema.ts";
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemoCompany } from "../demo/index.ts";
import { member } from "../settings/settings-test-helpers.ts";
import { tablesInOrder } from "./company-restore.ts";

// Restoring a company from its backup (decision 067), on the demo company, which fills most tables.
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "hts-restore-"));
const ctx = useTestApp({ backupDir });
afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));

/** Columns a restore cannot bring back (never in a backup) or keeps from the row in place. */
const NOT_RESTORED = new Set([
  "passwordHash",
  "totpSecret",
  "totpPendingSecret",
  "totpLastStep",
  "totpEnabledAt",
  "calendarTokenHash",
  "qrSecret",
  "readerKeyHash",
  "keyHash",
]);

type Snapshot = Map<string, Record<string, unknown>[]>;

/** Every company table of one company, rows ordered by id, values as JSON would give them. */
async function snapshot(companyId: string, { all = false } = {}): Promise<Snapshot> {
  const { db } = ctx.database;
  const out: Snapshot = new Map();
  for (const { name, table } of [{ name: "companies", table: schema.companies }, ...tablesInOrder()]) {
    const where: SQL =
      "companyId" in table ? eq(table.companyId, companyId) : eq(schema.companies.id, companyId);
    const rows = await db.select().from(table).where(where).orderBy(sql`id`);
    out.set(
      name,
      rows.map((row) => {
        const clean: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(row))
          if (all || !NOT_RESTORED.has(key)) clean[key] = value instanceof Date ? value.toISOString() : value;
        return JSON.parse(JSON.stringify(clean));
      }),
    );
  }
  return out;
}

/** Deletes every row of the company but itself and its administrator: data lost by mistake. */
async function wipe(companyId: string, keepUserId: string) {
  const { db } = ctx.database;
  for (const { name, table } of [...tablesInOrder()].reverse()) {
    const where = eq(table.companyId, companyId);
    await db.delete(table).where(name === "users" ? sql`${where} and id <> ${keepUserId}` : where);
  }
}

function zipOf(files: Record<string, unknown>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files))
    zip.addBuffer(Buffer.from(JSON.stringify(content)), name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    zip.outputStream.on("data", (c: Buffer) => chunks.push(c));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
  });
}

describe("restoring a company from its backup", () => {
  let admin: Awaited<ReturnType<typeof login>>;
  let other: Awaited<ReturnType<typeof registerAndLogin>>;
  let backupId: string;
  let before: Snapshot;
  let otherBefore: Snapshot;

  beforeAll(async () => {
    await seedDemoCompany({ db: ctx.database.db, passwordCost: 10 });
    admin = await login(ctx.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    other = await registerAndLogin(ctx.app, { companyName: "Voisine SA" });
    await as(
      ctx.app,
      other.token,
    )({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Site voisin", address: "2 rue", type: "public" },
    });
    const made = await as(ctx.app, admin.token)({ method: "POST", url: "/api/backups" });
    expect(made.statusCode).toBe(201);
    backupId = made.json().id;
    before = await snapshot(admin.company.id);
    otherBefore = await snapshot(other.company.id, { all: true });
  }, 120_000);

  it("brings back every table of a company whose data was deleted, and touches no other company", async () => {
    const filled = [...before].filter(([, rows]) => rows.length > 0).map(([name]) => name);
    expect(filled.length).toBeGreaterThan(15);
    await wipe(admin.company.id, admin.user.id);
    expect((await snapshot(admin.company.id)).get("sites")).toEqual([]);

    // Nothing left to lose: no confirmation needed.
    const restored = await as(
      ctx.app,
      admin.token,
    )({ method: "POST", url: `/api/backups/${backupId}/restore`, payload: {} });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().rows).toBeGreaterThan(100);

    const after = await snapshot(admin.company.id);
    for (const [name, rows] of before) {
      if (name === "audit_log") continue;
      expect(after.get(name), name).toEqual(rows);
    }
    // The audit trail is back as the backup had it (its own "create" row came after), plus the restore.
    const audit = after.get("audit_log") ?? [];
    const atBackup = (before.get("audit_log") ?? []).filter(
      (r) => !(r.entity === "backup" && r.action === "create"),
    );
    expect(audit.slice(0, -1)).toEqual(atBackup);
    expect(audit.at(-1)).toMatchObject({ action: "restore", entity: "backup", entityId: backupId });
    expect(await snapshot(other.company.id, { all: true })).toEqual(otherBefore);

    // The administrator kept his password; people brought back from nothing must reset theirs.
    expect((await login(ctx.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)).token).toBeTruthy();
    const others = await ctx.database.db
      .select({ hash: schema.users.passwordHash })
      .from(schema.users)
      .where(sql`${schema.users.companyId} = ${admin.company.id} and ${schema.users.id} <> ${admin.user.id}`);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((u) => u.hash === "!restored")).toBe(true);
  });

  it("replaces current data only after the company's name is typed", async () => {
    const call = as(ctx.app, admin.token);
    const site = (before.get("sites") ?? [])[0] as { id: string; name: string };
    await ctx.database.db
      .update(schema.sites)
      .set({ name: "Renommé par erreur" })
      .where(eq(schema.sites.id, site.id));
    const added = await call({
      method: "POST",
      url: "/api/sites",
      payload: { name: "Ajouté après", address: "3 rue", type: "public" },
    });
    expect(added.statusCode).toBe(201);

    for (const payload of [{}, { confirmation: "pas le bon nom" }]) {
      const refused = await call({ method: "POST", url: `/api/backups/${backupId}/restore`, payload });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(
        "Pour remplacer les données actuelles, saisissez exactement le nom de la société.",
      );
    }
    const english = await call({
      method: "POST",
      url: `/api/backups/${backupId}/restore`,
      payload: {},
      headers: { "accept-language": "en" },
    });
    expect(english.json().detail).toBe("To replace the current data, type the company name exactly.");

    const ok = await call({
      method: "POST",
      url: `/api/backups/${backupId}/restore`,
      payload: { confirmation: ` ${admin.company.name} ` },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await snapshot(admin.company.id);
    expect(after.get("sites")).toEqual(before.get("sites"));
  });

  it("restores a backup sent as a file, as an administrator only", async () => {
    const file = fs.readFileSync(path.join(backupDir, admin.company.id, backupId));
    const manager = await member(ctx.app, admin.token, "manager");
    for (const token of [manager.token]) {
      const refused = await as(
        ctx.app,
        token,
      )({ method: "POST", url: `/api/backups/${backupId}/restore`, payload: {} });
      expect(refused.statusCode).toBe(403);
      const upload = await as(
        ctx.app,
        token,
      )({
        method: "POST",
        url: "/api/backups/restore",
        headers: { "content-type": "application/zip" },
        payload: file,
      });
      expect(upload.statusCode).toBe(403);
    }
    const sent = await as(
      ctx.app,
      admin.token,
    )({
      method: "POST",
      url: `/api/backups/restore?confirmation=${encodeURIComponent(admin.company.name)}`,
      headers: { "content-type": "application/zip" },
      payload: file,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await snapshot(admin.company.id)).get("users")?.length).toBe(before.get("users")?.length);
  });

  it("refuses a malformed or foreign backup with a French 422 and changes nothing", async () => {
    const call = as(ctx.app, admin.token);
    const confirmation = admin.company.name;
    const upload = (payload: Buffer) =>
      call({
        method: "POST",
        url: `/api/backups/restore?confirmation=${encodeURIComponent(confirmation)}`,
        headers: { "content-type": "application/zip" },
        payload,
      });
    // Another company's own backup, made first so that its audit row is in the "before" picture.
    const theirs = await as(ctx.app, other.token)({ method: "POST", url: "/api/backups" });
    const current = await snapshot(admin.company.id, { all: true });
    const otherNow = await snapshot(other.company.id, { all: true });

    const garbage = await upload(Buffer.from("ceci n'est pas un zip"));
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().detail).toBe(
      "Ce fichier n'est pas une sauvegarde de société HTS lisible : rien n'a été modifié.",
    );

    // Another company's own backup.
    const foreignFile = fs.readFileSync(path.join(backupDir, other.company.id, theirs.json().id));
    const foreign = await upload(foreignFile);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail).toBe(
      "Cette sauvegarde appartient à une autre société : elle ne peut pas être restaurée ici.",
    );

    // A forged one: our manifest, but a row that is another company's site under our name.
    const theirSite = (otherNow.get("sites") ?? [])[0] as Record<string, unknown>;
    const forged = await zipOf({
      "manifest.json": {
        format: "hts-company-backup",
        version: 1,
        companyId: admin.company.id,
        createdAt: "2026-11-27T00:00:00Z",
      },
      "companies.json": before.get("companies"),
      "sites.json": [{ ...theirSite, companyId: admin.company.id, name: "Volé" }],
    });
    const stolen = await upload(forged);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().detail).toBe(
      "Cette sauvegarde appartient à une autre société : elle ne peut pas être restaurée ici.",
    );

    // A truncated ZIP, and one whose tables are not lists.
    const truncated = await upload(foreignFile.subarray(0, foreignFile.length - 100));
    expect(truncated.statusCode).toBe(422);
    const broken = await upload(
      await zipOf({
        "manifest.json": { format: "hts-company-backup", version: 1, companyId: admin.company.id },
        "companies.json": before.get("companies"),
        "sites.json": { not: "a list" },
      }),
    );
    expect(broken.statusCode).toBe(422);

    expect(await snapshot(admin.company.id, { all: true })).toEqual(current);
    expect(await snapshot(other.company.id, { all: true })).toEqual(otherNow);
  });
});
