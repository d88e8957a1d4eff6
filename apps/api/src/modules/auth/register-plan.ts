import { MSG, type TSubscription } from "@hts/domain";
import { AppError } from "../../lib/errors.ts";

const LABELS: Record<TSubscription, string> = { basic: "Basic", pro: "Pro", enterprise: "Enterprise" };

/**
 * Decision 024: on a shared instance a company registering itself gets only the plans the operator
 * opened to self-service (`SELF_SERVICE_PLANS`, Basic by default); larger limits are granted by the
 * operator. A self-hosted operator may open every plan.
 */
export function assertSelfServicePlan({
  subscription,
  allowed,
}: {
  subscription: TSubscription;
  allowed: TSubscription[];
}): void {
  if (allowed.includes(subscription)) return;
  const first = allowed[0] ?? "basic";
  throw new AppError("forbidden", {
    text: MSG.planNotSelfService,
    params: { plan: LABELS[subscription], allowed: LABELS[first] },
  });
}
