import { randomUUID } from "node:crypto";
import { MSG_AUTH_LIMITS, renderServerText, type TUserCreate } from "@hts/domain";
import type { users } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { toApiUser } from "../auth/index.ts";

/**
 * Decision 078: an address that already has an account in ANOTHER company gets the same answer as a
 * new one (201 and the user as it would have been created), so a company cannot learn who else uses
 * the platform. Nothing is created; the owner of the address is told by e-mail that an account was
 * asked for, by whom, and how to join that company (with another address). The creating company's
 * audit log records the request as it records a creation.
 */
export async function answerForAddressElsewhere({
  auth,
  input,
  mailer,
  invitation,
  placeholderHash,
}: {
  auth: AuthContext;
  input: TUserCreate;
  mailer: Mailer;
  /** The real path awaits its invitation mail: this one awaits its notice the same way. */
  invitation: boolean;
  placeholderHash: string;
}) {
  const now = new Date();
  const row: typeof users.$inferSelect = {
    id: randomUUID(),
    companyId: auth.companyId,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    role: input.role,
    clientId: null,
    active: true,
    passwordHash: placeholderHash,
    createdAt: now,
    updatedAt: now,
    lastLoginAt: null,
    language: auth.user.language,
    timezone: "Europe/Paris",
    notificationPrefs: {},
    passwordChangedAt: now,
    mustChangePassword: Boolean(input.password && input.mustChangePassword),
    totpSecret: null,
    totpPendingSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
  };
  await auth.tenant.db.transaction((tx) =>
    audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: invitation ? "invite" : "create",
      entity: "user",
      entityId: row.id,
      details: { role: row.role, email: row.email },
    }),
  );
  // The owner's language is unknown to this company: the mail is in French, the platform's language.
  const params = { inviter: auth.user.name, company: auth.company.name, email: input.email };
  const sending = mailer.send({
    to: input.email,
    subject: renderServerText({ text: MSG_AUTH_LIMITS.accountRequestedSubject, params }, "fr"),
    text: renderServerText({ text: MSG_AUTH_LIMITS.accountRequestedBody, params }, "fr"),
  });
  if (invitation) await sending;
  else void sending.catch(() => undefined);
  return toApiUser(row);
}
