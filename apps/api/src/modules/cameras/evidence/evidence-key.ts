import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// The server's evidence signing key (decision 101): Ed25519 from node:crypto, created once beside the
// recordings (mode 0600) and kept; its public half is published at /api/evidence/public-key so anyone
// can check a clip's manifest without trusting the server again.

export type EvidenceKey = { privateKey: KeyObject; publicKeyPem: string };

const keys = new Map<string, EvidenceKey>();

export function evidenceKey(recordingDir: string): EvidenceKey {
  const file = path.join(recordingDir, "evidence-signing-key.pem");
  const cached = keys.get(file);
  if (cached) return cached;
  let pem: string;
  try {
    pem = readFileSync(file, "utf8");
  } catch {
    mkdirSync(recordingDir, { recursive: true });
    pem = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    // "wx": two instances starting together never overwrite each other's key.
    try {
      writeFileSync(file, pem, { mode: 0o600, flag: "wx" });
    } catch {
      pem = readFileSync(file, "utf8");
    }
  }
  const privateKey = createPrivateKey(pem);
  const publicKeyPem = createPublicKey(privateKey).export({ type: "spki", format: "pem" }).toString();
  const key = { privateKey, publicKeyPem };
  keys.set(file, key);
  return key;
}

export const signManifest = (key: EvidenceKey, manifest: string): string =>
  sign(null, Buffer.from(manifest, "utf8"), key.privateKey).toString("base64");

/** True when `signature` is the key's signature of exactly `manifest`. */
export const verifyManifest = ({
  publicKeyPem,
  manifest,
  signature,
}: {
  publicKeyPem: string;
  manifest: string;
  signature: string;
}): boolean => verify(null, Buffer.from(manifest, "utf8"), publicKeyPem, Buffer.from(signature, "base64"));
