import { describe, expect, it } from "vitest";
import { topicsOfEvent } from "../cache-topics.ts";
import { SentPayloads } from "./event-bus.ts";

// Decision 138: an instance knows the echo of its own events (every instance, the sender included,
// receives a NOTIFY), so its tour boards, which already took its own scans, are not forgotten by it.
describe("the payloads an instance sent", () => {
  it("takes each payload sent as its own once, and any other as another instance's", () => {
    const own = new SentPayloads();
    own.sent("[a]");
    own.sent("[a]");
    expect(own.takeOwn("[b]")).toBe(false);
    expect(own.takeOwn("[a]")).toBe(true);
    // The same payload sent by another instance too: one of the two is taken as the other's.
    expect(own.takeOwn("[a]")).toBe(true);
    expect(own.takeOwn("[a]")).toBe(false);
  });

  it("forgets what never came back past its bound (taken then as another instance's: the safe side)", () => {
    const own = new SentPayloads(2);
    own.sent("[a]");
    own.sent("[b]");
    own.sent("[c]");
    expect(own.takeOwn("[a]")).toBe(false);
    expect(own.takeOwn("[c]")).toBe(true);
  });
});

describe("what the echo of a floor event forgets", () => {
  it("leaves the tour boards to this instance's own scans, forgets them for another's", () => {
    expect(topicsOfEvent("field.updated", { local: true })).not.toContain("tours");
    expect(topicsOfEvent("field.updated", { local: false })).toContain("tours");
    expect(topicsOfEvent("field.updated")).toContain("tours");
  });
});
