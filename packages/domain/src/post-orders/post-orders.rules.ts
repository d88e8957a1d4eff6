// Post orders (consignes): what an attachment may be. The type is read from the file's first bytes
// ("magic bytes"), never from the name or the type the browser claims, so a renamed executable or
// an HTML page called "plan.pdf" is refused.

export const POST_ORDER_ATTACHMENT_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/webp",
] as const;
export type TPostOrderAttachmentType = (typeof POST_ORDER_ATTACHMENT_TYPES)[number];

/** 5 MB per file, 5 files per version (decision 085). */
export const POST_ORDER_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const POST_ORDER_ATTACHMENTS_MAX = 5;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The type the content says it is, or null when it is none of the accepted ones. */
export function sniffAttachmentType(bytes: Uint8Array): TPostOrderAttachmentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return "image/webp";
  }
  return null;
}

export type TAttachmentProblem = "type" | "too_big" | null;

/** Why a file cannot be attached, or null when it can. */
export function attachmentProblem(bytes: Uint8Array): TAttachmentProblem {
  if (bytes.length > POST_ORDER_ATTACHMENT_MAX_BYTES) return "too_big";
  return sniffAttachmentType(bytes) ? null : "type";
}

/** A file name safe in a Content-Disposition header: ASCII letters, digits, dot, dash, underscore. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(0, 100);
  return cleaned || "piece-jointe";
}

/**
 * The versions an agent still has to acknowledge: the current version of each post order that
 * applies to him, minus those he acknowledged.
 */
export function pendingVersionIds({
  current,
  acknowledged,
}: {
  current: readonly string[];
  acknowledged: ReadonlySet<string>;
}): string[] {
  return current.filter((id) => !acknowledged.has(id));
}
