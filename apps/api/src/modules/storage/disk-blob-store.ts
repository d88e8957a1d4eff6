import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { type BlobStore, SHA256_HEX, UUID_KEY } from "./blob-store.ts";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * The blob store on the local disk: `<root>/<company>/<aa>/<sha256>`. A file is written under a
 * temporary name, flushed, then renamed into place: a reader never sees half a photo, and a crash
 * leaves at most a `.tmp` file that the next write of the same content replaces.
 */
export class DiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private file(companyId: string, sha256: string): string {
    // Both parts come from our own rows, but a path is never built from anything unchecked.
    if (!UUID_KEY.test(companyId) || !SHA256_HEX.test(sha256)) throw new Error("invalid blob key");
    return path.join(this.root, companyId.toLowerCase(), sha256.slice(0, 2), sha256);
  }

  async put(companyId: string, bytes: Uint8Array) {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const target = this.file(companyId, sha256);
    if (await this.stat(companyId, sha256)) return { sha256, size: bytes.length };
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    const handle = await fs.promises.open(temporary, "wx", 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temporary, target);
    return { sha256, size: bytes.length };
  }

  async get(companyId: string, sha256: string) {
    try {
      return await fs.promises.readFile(this.file(companyId, sha256));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(companyId: string, sha256: string): Promise<Readable | null> {
    if (!(await this.stat(companyId, sha256))) return null;
    return fs.createReadStream(this.file(companyId, sha256));
  }

  async stat(companyId: string, sha256: string) {
    try {
      const info = await fs.promises.stat(this.file(companyId, sha256));
      return { size: info.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(companyId: string, sha256: string) {
    await fs.promises.rm(this.file(companyId, sha256), { force: true });
  }
}
