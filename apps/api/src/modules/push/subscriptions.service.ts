import {
  MSG_PUSH,
  PUSH_KINDS,
  pushEndpointProblem,
  type TPushSubscription,
  type TPushSubscriptionInput,
} from "@hts/domain";
import { and, eq } from "drizzle-orm";
import { pushSubscriptions } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { notFound, validation } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import { pushConfig } from "./push-config.ts";

const MESSAGE = {
  invalid: MSG_PUSH.endpointInvalid,
  insecure: MSG_PUSH.endpointInsecure,
  refused: MSG_PUSH.endpointRefused,
} as const;

const toApi = (row: typeof pushSubscriptions.$inferSelect): TPushSubscription => ({
  id: row.id,
  endpoint: row.endpoint,
  kinds: row.kinds.filter((k): k is TPushSubscription["kinds"][number] =>
    (PUSH_KINDS as readonly string[]).includes(k),
  ),
  created_at: row.createdAt.toISOString(),
});

/**
 * Stores the caller's browser subscription, or updates it (keys, opt-in kinds). The endpoint is
 * unique: a browser used by another account before belongs to the account that subscribes last.
 */
export async function subscribe({
  auth,
  input,
}: {
  auth: AuthContext;
  input: TPushSubscriptionInput;
}): Promise<TPushSubscription> {
  requireScope(auth, "push-subscription", "create");
  const { allowHttp, allowedNetworks } = pushConfig();
  const problem = pushEndpointProblem({ endpoint: input.endpoint, allowHttp, allowedNetworks });
  if (problem)
    throw validation([{ loc: ["body", "endpoint"], msg: MESSAGE[problem], type: `endpoint_${problem}` }]);
  const values = {
    companyId: auth.companyId,
    userId: auth.user.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    kinds: [...new Set(input.kinds ?? PUSH_KINDS)],
  };
  const row = await auth.tenant.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...values, failures: 0 },
      })
      .returning();
    if (!stored) throw new Error("push subscription not stored");
    // The endpoint is a way to reach the browser: the audit names the subscription, not its address.
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "subscribe",
      entity: "push-subscription",
      entityId: stored.id,
      details: { kinds: stored.kinds },
    });
    return stored;
  });
  return toApi(row);
}

/** The caller's own subscriptions (one per browser), for the opt-in screen. */
export async function listSubscriptions(auth: AuthContext): Promise<TPushSubscription[]> {
  requireScope(auth, "push-subscription", "read");
  const rows = await auth.tenant.db
    .select()
    .from(pushSubscriptions)
    .where(auth.tenant.scope(pushSubscriptions, eq(pushSubscriptions.userId, auth.user.id)));
  return rows.map(toApi);
}

/** Removes one of the caller's subscriptions; someone else's endpoint answers 404 and stays. */
export async function unsubscribe({
  auth,
  endpoint,
}: {
  auth: AuthContext;
  endpoint: string;
}): Promise<void> {
  requireScope(auth, "push-subscription", "delete");
  await auth.tenant.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(pushSubscriptions)
      .where(
        auth.tenant.scope(
          pushSubscriptions,
          and(eq(pushSubscriptions.userId, auth.user.id), eq(pushSubscriptions.endpoint, endpoint)),
        ),
      )
      .returning({ id: pushSubscriptions.id });
    if (!removed) throw notFound(MSG_PUSH.subscriptionNotFound);
    await audit(tx, {
      companyId: auth.companyId,
      userId: auth.user.id,
      action: "unsubscribe",
      entity: "push-subscription",
      entityId: removed.id,
    });
  });
}
