import type { TSummaryPreference } from "@hts/domain";
import { eq } from "drizzle-orm";
import { clientSummarySubscriptions } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { forbidden } from "../../lib/errors.ts";
import { inTransaction } from "../../lib/tenancy.ts";

// A client user's own choice of an e-mail summary (issue 25): his alone, so only he reads or sets it.

function ownOnly(auth: AuthContext) {
  if (auth.role !== "client") throw forbidden();
}

export async function getSummaryPreference(auth: AuthContext): Promise<TSummaryPreference> {
  ownOnly(auth);
  const [row] = await auth.tenant.db
    .select({ frequency: clientSummarySubscriptions.frequency })
    .from(clientSummarySubscriptions)
    .where(
      auth.tenant.scope(clientSummarySubscriptions, eq(clientSummarySubscriptions.userId, auth.user.id)),
    );
  return { frequency: (row?.frequency as TSummaryPreference["frequency"]) ?? "none" };
}

/** "none" deletes the row; a new frequency starts with the next complete period. */
export async function setSummaryPreference(auth: AuthContext, input: TSummaryPreference) {
  ownOnly(auth);
  await inTransaction(auth.tenant, async (t) => {
    const mine = t.scope(clientSummarySubscriptions, eq(clientSummarySubscriptions.userId, auth.user.id));
    if (input.frequency === "none") await t.db.delete(clientSummarySubscriptions).where(mine);
    else
      await t.db
        .insert(clientSummarySubscriptions)
        .values({ companyId: auth.companyId, userId: auth.user.id, frequency: input.frequency })
        .onConflictDoUpdate({
          target: clientSummarySubscriptions.userId,
          set: { frequency: input.frequency, updatedAt: new Date() },
        });
    await audit(t.db, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "summary-preference",
      entity: "user",
      entityId: auth.user.id,
      details: input,
    });
  });
  return input;
}
