import type { TSubscription } from "./companies.schemas.ts";

/** Limits of each plan (spec part 1, sections 5 and 9). `null` means unlimited. */
export const SUBSCRIPTION_LIMITS: Record<TSubscription, { sites: number | null; agents: number | null }> = {
  basic: { sites: 10, agents: 50 },
  pro: { sites: 50, agents: 500 },
  enterprise: { sites: null, agents: null },
};

export type TLimitedResource = "sites" | "agents";

/** True when one more `resource` still fits in the plan. */
export function canAddUnder({
  subscription,
  resource,
  current,
}: {
  subscription: TSubscription;
  resource: TLimitedResource;
  current: number;
}): boolean {
  const limit = SUBSCRIPTION_LIMITS[subscription][resource];
  return limit === null || current < limit;
}
