import { describe, expect, it } from "vitest";
import {
  attachmentProblem,
  POST_ORDER_ATTACHMENT_MAX_BYTES,
  pendingVersionIds,
  safeFileName,
  sniffAttachmentType,
} from "./post-orders.rules.ts";

const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0, 0, 0, 0, 0, 0]);
const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

describe("sniffAttachmentType", () => {
  it("reads PDF, JPEG, PNG and WebP from their first bytes", () => {
    expect(sniffAttachmentType(ascii("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(sniffAttachmentType(ascii("RIFF\u0010\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses what only claims to be one: HTML, a RIFF that is not WebP, a truncated header", () => {
    expect(sniffAttachmentType(ascii("<html><body>%PDF-</body></html>"))).toBeNull();
    expect(sniffAttachmentType(ascii("RIFF\u0010\u0000\u0000\u0000WAVEfmt "))).toBeNull();
    expect(sniffAttachmentType(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffAttachmentType(new Uint8Array([]))).toBeNull();
    expect(sniffAttachmentType(ascii("MZ\u0090\u0000"))).toBeNull();
  });
});

describe("attachmentProblem", () => {
  it("accepts a file of exactly the limit and refuses one byte more", () => {
    const atLimit = new Uint8Array(POST_ORDER_ATTACHMENT_MAX_BYTES);
    atLimit.set([0xff, 0xd8, 0xff]);
    expect(attachmentProblem(atLimit)).toBeNull();
    const over = new Uint8Array(POST_ORDER_ATTACHMENT_MAX_BYTES + 1);
    over.set([0xff, 0xd8, 0xff]);
    expect(attachmentProblem(over)).toBe("too_big");
    expect(attachmentProblem(ascii("GIF89a......"))).toBe("type");
  });
});

describe("safeFileName", () => {
  it("keeps an ASCII name usable in a header", () => {
    expect(safeFileName("Plan d'évacuation.pdf")).toBe("Plan_d_evacuation.pdf");
    expect(safeFileName('../"x"\r\n.png')).toBe("x_.png");
    expect(safeFileName("***")).toBe("piece-jointe");
  });
});

describe("pendingVersionIds", () => {
  it("lists current versions not acknowledged, in order", () => {
    expect(pendingVersionIds({ current: ["a", "b", "c"], acknowledged: new Set(["b"]) })).toEqual(["a", "c"]);
    expect(pendingVersionIds({ current: [], acknowledged: new Set(["b"]) })).toEqual([]);
  });
});
