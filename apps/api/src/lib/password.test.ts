import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashing", () => {
  it("uses scrypt N=2^17, r=8, p=1 by default and verifies", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash.startsWith("scrypt$17$8$1$")).toBe(true);
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct horsf", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([hashPassword("same", 10), hashPassword("same", 10)]);
    expect(a).not.toBe(b);
  });

  it("verifies with the parameters stored in the hash, and rejects malformed ones", async () => {
    const cheap = await hashPassword("pw", 10);
    expect(await verifyPassword("pw", cheap)).toBe(true);
    expect(await verifyPassword("pw", "bcrypt$whatever")).toBe(false);
    expect(await verifyPassword("pw", "")).toBe(false);
  });
});
