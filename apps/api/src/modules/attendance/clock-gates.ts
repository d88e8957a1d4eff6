import { MSG_ATTENDANCE, type TRefusalCode, type TServerText } from "@hts/domain";
import { AppError } from "../../lib/errors.ts";
import type { Tx } from "../../lib/tenancy.ts";
import { pendingPostOrderVersions } from "../post-orders/index.ts";

/** A refused clock action: 409 `{ detail, code, ...extra }` (the phone reacts to the code). */
export class ClockRefusal extends AppError {
  constructor(code: TRefusalCode, detail: string | TServerText, extra: Record<string, unknown> = {}) {
    super("conflict", detail, { code, ...extra });
  }
}

export type ClockInGateInput = {
  tx: Tx;
  companyId: string;
  agentId: string;
  siteId: string;
  shiftId: string | null;
  post: string | null;
};

/** A check a clock-in must pass, run in its transaction: a refusal, or null to let it through. */
export type ClockInGate = (input: ClockInGateInput) => Promise<ClockRefusal | null>;

/** A new version of the post's orders must be acknowledged before the first clock-in after it (issue 22). */
const postOrdersAcknowledged: ClockInGate = async ({ tx, companyId, agentId, siteId, post }) => {
  const ids = await pendingPostOrderVersions({ tx, companyId, agentId, siteId, post });
  return ids.length > 0
    ? new ClockRefusal("post_orders_pending", MSG_ATTENDANCE.postOrdersPending, {
        post_order_version_ids: ids,
      })
    : null;
};

/** The checks of other modules every clock-in passes, in order, after the clock service's own rules. */
export const clockInGates: readonly ClockInGate[] = [postOrdersAcknowledged];
