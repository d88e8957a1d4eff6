import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cameraKeys, KEY_FILE, loadMasterKey, newMasterKey } from "./camera-keys.ts";
import { signStreamLink, verifyStreamLink } from "./stream-links.ts";

describe("camera keys", () => {
  it("seals and opens, and detects another key or a tampered value instead of misreading it", () => {
    const keys = cameraKeys(newMasterKey());
    const sealed = keys.seal("rtsp://admin:secret@192.0.2.1/live");
    expect(sealed).not.toContain("secret");
    expect(sealed.startsWith(`v1.${keys.keyId}.`)).toBe(true);
    expect(keys.open(sealed)).toBe("rtsp://admin:secret@192.0.2.1/live");
    expect(cameraKeys(newMasterKey()).open(sealed)).toBeNull();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith("A") ? "B" : "A"}A`;
    expect(keys.open(tampered)).toBeNull();
    expect(() => cameraKeys("too short")).toThrow(/32 octets/);
    expect(cameraKeys("a".repeat(64)).keyId).toHaveLength(8);
  });

  it("creates the key file once (mode 600) and reads it back; the environment wins", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hts-key-"));
    const first = loadMasterKey({ env: undefined, dataDir: dir });
    expect(first.source).toBe("created");
    expect(fs.statSync(path.join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadMasterKey({ env: undefined, dataDir: dir })).toMatchObject({ source: "file", key: first.key });
    const env = newMasterKey();
    expect(loadMasterKey({ env, dataDir: dir })).toMatchObject({ source: "env", key: env });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("stream links", () => {
  it("are bound to one camera and one session, and expire", () => {
    const keys = cameraKeys(newMasterKey());
    const claims = { cameraId: "cam-a", sessionId: "session-1", expiresAt: 2_000 };
    const token = signStreamLink({ keys, claims });
    expect(verifyStreamLink({ keys, cameraId: "cam-a", token, now: 1_000 })).toEqual({
      sessionId: "session-1",
    });
    expect(verifyStreamLink({ keys, cameraId: "cam-b", token, now: 1_000 })).toBeNull();
    expect(verifyStreamLink({ keys, cameraId: "cam-a", token, now: 2_000 })).toBeNull();
    expect(
      verifyStreamLink({
        keys,
        cameraId: "cam-a",
        token: token.replace("session-1", "session-2"),
        now: 1_000,
      }),
    ).toBeNull();
    expect(
      verifyStreamLink({ keys: cameraKeys(newMasterKey()), cameraId: "cam-a", token, now: 1_000 }),
    ).toBeNull();
  });
});
