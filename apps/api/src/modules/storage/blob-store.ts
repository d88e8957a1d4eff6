import type { Readable } from "node:stream";

/**
 * Where stored files' bytes live (decision 096). Keys are the SHA-256 of the content, per company: the
 * same photo sent twice is stored once, and one company's key never reaches another's files. The disk
 * store is the only one today; an S3-compatible store implements the same five calls.
 */
export interface BlobStore {
  /** Stores the bytes (no-op when that content is already there); returns its key and size. */
  put(companyId: string, bytes: Uint8Array): Promise<{ sha256: string; size: number }>;
  /** The whole content, or null when absent. */
  get(companyId: string, sha256: string): Promise<Buffer | null>;
  /** A stream of the content, or null when absent (large files, served without buffering). */
  stream(companyId: string, sha256: string): Promise<Readable | null>;
  stat(companyId: string, sha256: string): Promise<{ size: number } | null>;
  /** Removes the content; absent content is not an error. */
  delete(companyId: string, sha256: string): Promise<void>;
}

export const SHA256_HEX = /^[0-9a-f]{64}$/;
export const UUID_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
