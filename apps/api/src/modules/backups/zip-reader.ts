import { inflateRawSync } from "node:zlib";

// Reads the ZIP files the backup module writes (yazl: stored or deflated entries, sizes in the central
// directory, no ZIP64 below 4 GiB), with node:zlib only. Anything else, truncated or tampered with,
// throws ZipError: the caller turns it into a clear refusal.

export class ZipError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export type ZipEntries = Map<string, () => Buffer>;

/** The entries of a ZIP held in memory, each read (and inflated) only when asked for. */
export function readZip(zip: Buffer, { maxEntryBytes }: { maxEntryBytes: number }): ZipEntries {
  // The end record is in the last 22 + 65535 bytes (its comment is at most 64 KiB).
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ZipError("fin d'archive introuvable");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntries = new Map();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipError("répertoire invalide");
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (method !== 0 && method !== 8) throw new ZipError(`méthode de compression ${method}`);
    if (size > maxEntryBytes) throw new ZipError(`${name} trop volumineux`);
    entries.set(name, () => {
      if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL)
        throw new ZipError(`${name} illisible`);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + compressed);
      if (data.length !== compressed) throw new ZipError(`${name} tronqué`);
      const bytes = method === 0 ? data : inflateRawSync(data, { maxOutputLength: Math.max(1, size) });
      if (bytes.length !== size) throw new ZipError(`${name} : taille inattendue`);
      return bytes;
    });
  }
  return entries;
}
