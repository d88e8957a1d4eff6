import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// One 32-byte master key protects camera credentials at rest (AES-256-GCM) and signs the short-lived
// live-stream links (HMAC-SHA256), each with its own key derived by HKDF. Decision 037.

export const KEY_FILE = "camera-secret.key";

export type CameraKeys = {
  /** Short fingerprint stored with each sealed value: another key is detected, not misread. */
  keyId: string;
  seal(plain: string): string;
  /** The plain text, or null when the value was sealed by another key or was altered. */
  open(sealed: string): string | null;
  sign(payload: string): string;
  verify(payload: string, signature: string): boolean;
};

function parseKey(value: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64");
  if (key.length !== 32)
    throw new Error("CAMERA_SECRET_KEY doit contenir 32 octets (base64 ou 64 caractères hexadécimaux)");
  return key;
}

export function cameraKeys(master: string): CameraKeys {
  const key = parseKey(master);
  const derive = (info: string) => Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), info, 32));
  const encryption = derive("hts camera credentials v1");
  const signing = derive("hts camera stream links v1");
  const keyId = createHash("sha256").update(encryption).digest("hex").slice(0, 8);
  return {
    keyId,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", encryption, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [
        "v1",
        keyId,
        iv.toString("base64url"),
        cipher.getAuthTag().toString("base64url"),
        data.toString("base64url"),
      ].join(".");
    },
    open(sealed) {
      const [version, id, iv, tag, data] = sealed.split(".");
      if (version !== "v1" || id !== keyId || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", encryption, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return null;
      }
    },
    sign(payload) {
      return createHmac("sha256", signing).update(payload).digest("base64url");
    },
    verify(payload, signature) {
      const expected = Buffer.from(this.sign(payload));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** A fresh random master key, base64 (what `openssl rand -base64 32` prints). */
export const newMasterKey = () => randomBytes(32).toString("base64");

/**
 * The master key: CAMERA_SECRET_KEY when set, otherwise the key file of the data directory, created
 * (mode 600) on first start. `created` lets the server say so in its start-up log.
 */
export function loadMasterKey({ env, dataDir }: { env: string | undefined; dataDir: string }): {
  key: string;
  source: "env" | "file" | "created";
  file: string;
} {
  const file = path.join(dataDir, KEY_FILE);
  if (env) {
    parseKey(env);
    return { key: env, source: "env", file };
  }
  try {
    const key = fs.readFileSync(file, "utf8").trim();
    parseKey(key);
    return { key, source: "file", file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = newMasterKey();
  // `wx`: if another process created it meanwhile, keep theirs.
  try {
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return loadMasterKey({ env, dataDir });
    throw error;
  }
  return { key, source: "created", file };
}
