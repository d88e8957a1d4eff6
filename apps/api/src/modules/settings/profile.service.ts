import {
  DEFAULT_NOTIFICATION_PREFS,
  MSG,
  MSG_SETTINGS,
  type TNotificationPrefs,
  type TProfile,
  type TProfileUpdate,
  ZNotificationPrefs,
} from "@hts/domain";
import { and, eq, ne } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { AppError, conflict, isUniqueViolation } from "../../lib/errors.ts";
import { verifyPassword } from "../../lib/password.ts";

type UserRow = typeof users.$inferSelect;

export function profileOf(user: UserRow, companyName: string): TProfile {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    company: companyName,
    language: (["fr", "en", "es"].includes(user.language) ? user.language : "fr") as TProfile["language"],
    timezone: user.timezone as TProfile["timezone"],
  };
}

export function prefsOf(user: Pick<UserRow, "notificationPrefs">): TNotificationPrefs {
  const parsed = ZNotificationPrefs.safeParse(user.notificationPrefs ?? {});
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATION_PREFS;
}

/** Name, e-mail (the login: changing it asks for the current password), phone, language, time zone. */
export async function updateProfile({ auth, input }: { auth: AuthContext; input: TProfileUpdate }) {
  const emailChanges = input.email !== auth.user.email;
  if (emailChanges) {
    if (!input.currentPassword) {
      throw new AppError("validation", [
        { loc: ["body", "currentPassword"], msg: MSG_SETTINGS.currentPasswordRequired, type: "required" },
      ]);
    }
    if (!(await verifyPassword(input.currentPassword, auth.user.passwordHash))) {
      throw new AppError("validation", [
        { loc: ["body", "currentPassword"], msg: MSG_SETTINGS.currentPasswordWrong, type: "password" },
      ]);
    }
    const taken = await auth.tenant.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, auth.user.id)));
    if (taken.length > 0) throw conflict(MSG.emailTaken);
  }
  const { currentPassword: _, ...fields } = input;
  try {
    const row = await auth.tenant.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(users.id, auth.user.id), eq(users.companyId, auth.companyId)))
        .returning();
      await audit(tx, {
        companyId: auth.companyId,
        userId: auth.user.id,
        action: "update",
        entity: "profile",
        entityId: auth.user.id,
        details: {
          ...(emailChanges ? { email: { from: auth.user.email, to: input.email } } : {}),
          language: input.language,
          timezone: input.timezone,
        },
      });
      return updated ?? auth.user;
    });
    return profileOf(row, auth.company.name);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.emailTaken);
    throw error;
  }
}

export async function updateNotificationPrefs({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TNotificationPrefs;
}) {
  await auth.tenant.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ notificationPrefs: input, updatedAt: new Date() })
      .where(and(eq(users.id, auth.user.id), eq(users.companyId, auth.companyId)));
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "notification-preferences",
      entityId: auth.user.id,
      details: input,
    });
  });
  return input;
}

export async function updateLanguage({
  auth,
  language,
}: {
  auth: AuthContext;
  language: TProfile["language"];
}) {
  await auth.tenant.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ language, updatedAt: new Date() })
      .where(and(eq(users.id, auth.user.id), eq(users.companyId, auth.companyId)));
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "update",
      entity: "user-language",
      entityId: auth.user.id,
      details: { language },
    });
  });
}
