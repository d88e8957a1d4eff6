import { z } from "zod";

/** Export a clip between two instants (at most one hour), optionally attached to a security report. */
export const ZEvidenceExport = z
  .object({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    securityReportId: z.uuid().optional(),
  })
  .strict();
export type TEvidenceExport = z.infer<typeof ZEvidenceExport>;

/**
 * What the server signs (Ed25519): the clip's identity, where and when it was filmed, who exported it
 * and the SHA-256 of the MP4. `manifest` is the exact JSON text signed; check it with the public key
 * published at /api/evidence/public-key.
 */
export const ZEvidenceManifest = z.object({
  version: z.literal(1),
  clipId: z.string(),
  camera: z.object({ id: z.string(), name: z.string() }),
  site: z.object({ id: z.string(), name: z.string() }),
  fromUtc: z.string(),
  toUtc: z.string(),
  timeZone: z.string(),
  fromLocal: z.string(),
  toLocal: z.string(),
  exportedBy: z.object({ id: z.string(), name: z.string() }),
  exportedAt: z.string(),
  sha256: z.string(),
  bytes: z.number().int(),
});
export type TEvidenceManifest = z.infer<typeof ZEvidenceManifest>;

export const ZEvidenceClip = z.object({
  id: z.string(),
  cameraId: z.string().nullable(),
  cameraName: z.string(),
  siteId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  manifest: z.string(),
  /** Base64 Ed25519 signature of `manifest`. */
  signature: z.string(),
  createdByName: z.string(),
  securityReportId: z.string().nullable(),
  createdAt: z.string(),
  /** GET it with the session to receive the MP4. */
  fileUrl: z.string(),
});
export type TEvidenceClip = z.infer<typeof ZEvidenceClip>;

export const ZEvidencePublicKey = z.object({ algorithm: z.literal("Ed25519"), publicKeyPem: z.string() });
