import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A push service and a browser for tests (decision 088): no browser vendor's push service is reachable
// here, so the test plays both. The endpoint receives the real HTTP request web-push makes; the browser
// side holds the subscription's ECDH key pair and auth secret and decrypts the aes128gcm body as a
// browser does (RFC 8291 on top of RFC 8188); the VAPID JWT (RFC 8292) is checked with the public key.

const b64url = (bytes: Buffer) => bytes.toString("base64url");

/** A browser's push subscription keys: the P-256 key pair and the 16-byte auth secret. */
export function pushBrowser() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
    /** Decrypts an aes128gcm push message body (a single record) sent to this browser. */
    decrypt: (body: Buffer) => decryptAes128gcm({ body, ecdh, authSecret }),
  };
}

export type PushBrowser = ReturnType<typeof pushBrowser>;

export function decryptAes128gcm({
  body,
  ecdh,
  authSecret,
}: {
  body: Buffer;
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}): string {
  // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("more than one record");
  // RFC 8291 section 3.4: the input keying material from the ECDH secret and the auth secret.
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, authSecret, keyInfo, 32));
  // RFC 8188 section 2.2 and 2.3: content encryption key and nonce.
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("bad record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: ES256 signature by `publicKey`, audience, expiry. */
export function verifyVapid({
  authorization,
  publicKey,
  audience,
  now = Date.now(),
}: {
  authorization: string;
  publicKey: string;
  audience: string;
  now?: number;
}): { sub: string; exp: number } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${authorization}`);
  if (match[2] !== publicKey) throw new Error("VAPID key is not the server's public key");
  const [header, payload, signature] = match[1].split(".");
  if (!header || !payload || !signature) throw new Error("malformed JWT");
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("VAPID signature does not verify");
  const head = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string };
  if (head.alg !== "ES256") throw new Error(`alg ${head.alg}`);
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== audience) throw new Error(`aud ${claims.aud} instead of ${audience}`);
  if (claims.exp * 1000 <= now || claims.exp * 1000 > now + 24 * 3600_000)
    throw new Error("exp out of range");
  return claims;
}

export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A push service on 127.0.0.1: records every request; answers 201, or the status set for a path
 * (410 for a subscription the browser dropped).
 */
export async function startPushEndpoint() {
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusOf.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A fresh endpoint URL of this service, for one subscription. */
    endpoint: (name: string) => `${origin}/push/${name}`,
    answer: (name: string, status: number) => statusOf.set(`/push/${name}`, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
