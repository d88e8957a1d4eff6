import type { TRefusalCode, TServerText } from "@hts/domain";
import { AppError } from "../../lib/errors.ts";
import type { Tx } from "../../lib/tenancy.ts";

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

/**
 * The seam where other modules plug their own checks into every clock-in (post orders to acknowledge
 * first, issue 22): app wiring pushes into it, the clock service runs them in order after its own rules.
 */
export const clockInGates: ClockInGate[] = [];
