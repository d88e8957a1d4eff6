import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signCheckpointQr, verifyCheckpointQr } from "./tour-keys.ts";

// The label signature alone (no database): what the scan route relies on to refuse a label.
describe("checkpoint label signature", () => {
  const secret = randomBytes(32).toString("base64url");
  const companyId = randomUUID();
  const checkpointId = randomUUID();
  const text = signCheckpointQr({ secret, companyId, checkpointId });

  it("accepts the company's own label", () => {
    expect(verifyCheckpointQr({ secret, companyId, text })).toBe(checkpointId);
  });
  it("refuses a label pointed at another checkpoint, or with its signature edited", () => {
    const moved = text.replace(checkpointId, randomUUID());
    expect(verifyCheckpointQr({ secret, companyId, text: moved })).toBeNull();
    const last = text.at(-1) === "A" ? "B" : "A";
    expect(verifyCheckpointQr({ secret, companyId, text: `${text.slice(0, -1)}${last}` })).toBeNull();
  });
  it("refuses another company's label, even signed with its own key", () => {
    const other = randomUUID();
    const foreign = signCheckpointQr({ secret, companyId: other, checkpointId });
    expect(verifyCheckpointQr({ secret, companyId, text: foreign })).toBeNull();
    const otherSecret = randomBytes(32).toString("base64url");
    const forged = signCheckpointQr({ secret: otherSecret, companyId, checkpointId });
    expect(verifyCheckpointQr({ secret, companyId, text: forged })).toBeNull();
  });
});
