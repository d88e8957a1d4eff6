import { fillMessage, MSG_OPS } from "../common/messages.ts";
import type { TSubscription } from "../companies/companies.schemas.ts";
import { SUBSCRIPTION_LIMITS } from "../companies/subscription.rules.ts";

const PLAN_LABELS: Record<TSubscription, string> = { basic: "Basic", pro: "Pro", enterprise: "Enterprise" };

/** The 409 detail shown when a plan's site limit is reached; null when the plan is unlimited. */
export function siteLimitMessage(subscription: TSubscription): string | null {
  const limit = SUBSCRIPTION_LIMITS[subscription].sites;
  if (limit === null) return null;
  return fillMessage(MSG_OPS.siteLimit, { plan: PLAN_LABELS[subscription], n: limit });
}
