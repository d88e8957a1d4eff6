import { randomBytes } from "node:crypto";
import { ACCESS_REASONS, DEFAULT_ACCESS_SETTINGS, OPEN_RULE, type TAccessReason } from "@hts/domain";
import { asc, eq } from "drizzle-orm";
import { accessLogs, accessPoints, accessSettings, agents, badges, sites } from "../../db/schema.ts";
import { hashReaderKey, newReaderKey } from "../access/index.ts";
import type { DemoContext } from "./demo-company.ts";

// Access control for the demo company: badges (agents, staff, a visitor, an NFC card, a disabled and an
// expired one), four readers and two weeks of passages, so a fresh start shows a living screen. Fixed
// data, dated from the seeding day. One reader has a known key, printed in the start-up banner, so the
// browser reader can be tried at once (it is demo data, like the demo passwords).

export const DEMO_READER_KEY = "hts_rk_demo-arcades-portail-nord-2026";

const DAY = 86_400_000;
const dayOffset = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

export async function seedDemoAccess({ db, company }: DemoContext) {
  const companySites = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(eq(sites.companyId, company.id))
    .orderBy(asc(sites.createdAt), asc(sites.name));
  if (companySites.length < 2) return;
  const [first, second, third] = companySites;
  if (!first || !second) return;
  const staff = await db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(eq(agents.companyId, company.id))
    .orderBy(asc(agents.name))
    .limit(3);

  await db.insert(accessSettings).values({
    companyId: company.id,
    qrSecret: randomBytes(32).toString("base64url"),
    ...DEFAULT_ACCESS_SETTINGS,
  });

  const badgeRows = await db
    .insert(badges)
    .values([
      ...staff.map((a, i) => ({
        companyId: company.id,
        badgeId: `AG-${String(101 + i)}`,
        holderName: a.name,
        holderKind: "agent",
        agentId: a.id,
        department: "Sécurité",
        expiryDate: dayOffset(365),
      })),
      {
        companyId: company.id,
        badgeId: "EMP-2041",
        holderName: "Élodie Garnier",
        department: "Logistique",
        expiryDate: dayOffset(200),
      },
      {
        companyId: company.id,
        badgeId: "EMP-2042",
        holderName: "Marc Lefebvre",
        department: "Maintenance",
        expiryDate: null,
      },
      {
        companyId: company.id,
        badgeId: "NFC-3001",
        holderName: "Sandrine Morel",
        department: "Direction",
        badgeType: "nfc",
        nfcUid: "04A23B9C5D6E80",
      },
      {
        companyId: company.id,
        badgeId: "VIS-0007",
        holderName: "Thomas Rey (visiteur)",
        holderKind: "visitor",
        department: "Accueil",
        expiryDate: dayOffset(-3),
      },
      {
        companyId: company.id,
        badgeId: "EMP-1999",
        holderName: "Bruno Caron",
        department: "Logistique",
        status: "Désactivé",
      },
    ])
    .returning();

  const pointRows = await db
    .insert(accessPoints)
    .values([
      {
        companyId: company.id,
        siteId: first.id,
        name: "Portail nord",
        location: "Entrée du personnel",
        direction: "entrée",
        rule: OPEN_RULE,
        readerKeyHash: hashReaderKey(DEMO_READER_KEY),
      },
      {
        companyId: company.id,
        siteId: first.id,
        name: "Sortie quai",
        location: "Quai de livraison",
        direction: "sortie",
        rule: OPEN_RULE,
        readerKeyHash: hashReaderKey(newReaderKey()),
      },
      {
        companyId: company.id,
        siteId: second.id,
        name: "Zone stockage",
        location: "Porte sectionnelle B",
        direction: "entrée",
        rule: {
          ...OPEN_RULE,
          departments: ["Logistique", "Sécurité"],
          days: [1, 2, 3, 4, 5, 6],
          from: "06:00",
          to: "22:00",
        },
        readerKeyHash: hashReaderKey(newReaderKey()),
      },
      {
        companyId: company.id,
        siteId: (third ?? second).id,
        name: "Local technique",
        location: "Sous-sol, niveau -1",
        direction: "entrée",
        status: "Maintenance",
        rule: { ...OPEN_RULE, departments: ["Maintenance"] },
        readerKeyHash: hashReaderKey(newReaderKey()),
      },
    ])
    .returning();

  // Two weeks of passages: mostly granted, a few refusals with each reason.
  const siteName = new Map(companySites.map((s) => [s.id, s.name]));
  const entries: (typeof accessLogs.$inferInsert)[] = [];
  const now = Date.now();
  for (let i = 0; i < 60; i++) {
    const point = pointRows[i % 3];
    const badge = badgeRows[(i * 7) % badgeRows.length];
    if (!point || !badge) continue;
    const reason: TAccessReason =
      badge.status !== "Actif"
        ? "disabled"
        : badge.expiryDate && badge.expiryDate < dayOffset(0)
          ? "expired"
          : point.name === "Zone stockage" && !["Logistique", "Sécurité"].includes(badge.department ?? "")
            ? "notAllowed"
            : "granted";
    entries.push({
      companyId: company.id,
      accessPointId: point.id,
      badgeRef: badge.id,
      personName: badge.holderName,
      badgeId: badge.badgeId,
      department: badge.department,
      status: reason === "granted" ? "Autorisé" : "Refusé",
      reason: ACCESS_REASONS[reason],
      reasonCode: reason,
      siteId: point.siteId,
      siteName: siteName.get(point.siteId) ?? "",
      location: point.location,
      accessType: point.direction,
      method: badge.badgeType,
      // Every ~5 h 36 min back from now: spread over two weeks, at every hour of the day.
      at: new Date(now - (i + 1) * 5.6 * 3600_000),
    });
  }
  entries.push({
    companyId: company.id,
    accessPointId: pointRows[0]?.id ?? null,
    badgeRef: null,
    personName: "Inconnu",
    badgeId: "—",
    department: null,
    status: "Refusé",
    reason: ACCESS_REASONS.unknown,
    reasonCode: "unknown",
    siteId: first.id,
    siteName: first.name,
    location: pointRows[0]?.location ?? "",
    accessType: "entrée",
    method: "qrcode",
    at: new Date(now - 40 * 60_000),
  });
  await db.insert(accessLogs).values(entries);
  for (const point of pointRows)
    await db
      .update(accessPoints)
      .set({ lastActivityAt: new Date(now - 40 * 60_000) })
      .where(eq(accessPoints.id, point.id));
}
