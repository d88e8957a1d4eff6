import { describe, expect, it } from "vitest";
import { manualPresentation } from "./manual-code.ts";

describe("manualPresentation", () => {
  it("reads a QR code's text as a token and hex digits as a card uid", () => {
    expect(manualPresentation("HTS1.abc.def")).toEqual({ token: "HTS1.abc.def" });
    expect(manualPresentation("04:a2:3b:1c")).toEqual({ nfcUid: "04:a2:3b:1c" });
    expect(manualPresentation("04A23B1C")).toEqual({ nfcUid: "04A23B1C" });
    // Only hex digits make a uid: a word is sent as a token, and the server says it is unknown.
    expect(manualPresentation("badge-perdu")).toEqual({ token: "badge-perdu" });
  });
});
