import type { RendererAddress } from "./document-registry.ts";

// What a document worker is asked to build (decision 049). The data is prepared on the main thread
// (database reads, French labels) and is plain, cloneable data; only the layout (pdfkit, docx,
// write-excel-file), the part that holds the CPU for hundreds of milliseconds, runs in the worker.

/** A task as the worker receives it: the model and the address of its renderer (document-registry.ts). */
export type WorkerTask = { kind: string; doc: unknown; renderer: RendererAddress };

/** Runs in a worker thread (document-worker.mjs): loads the registered renderer there and calls it. */
export async function renderTask(task: WorkerTask): Promise<Buffer> {
  const module = (await import(task.renderer.file)) as Record<string, (doc: unknown) => Promise<Buffer>>;
  const render = module[task.renderer.name];
  if (typeof render !== "function") throw new Error(`Rendu ${task.renderer.name} introuvable`);
  return render(revive(task.doc));
}

/**
 * Structured clone turns a Buffer into a plain Uint8Array (a signature's PNG): pdfkit and docx want a
 * Buffer, so binary parts of the model become Buffers again, without copying.
 */
function revive(value: unknown): unknown {
  if (value instanceof Uint8Array)
    return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(revive);
  // Plain records only: a Date or a class instance is left as the clone made it.
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = revive(v);
    return out;
  }
  return value;
}

/**
 * A byte of image weighs this much less than a character of text: an image is copied into the file,
 * not laid out, so a report's twenty 500 kB photos (issue 23) must not count as ten million characters
 * (they answered 413). 16 keeps a worker within its heap: 3 million "characters" still mean at most
 * 48 MB of images.
 */
export const IMAGE_BYTES_PER_CHAR = 16;

/**
 * Characters of text a task carries (images count their bytes / 16): the size limit is checked on this
 * before anything is sent to a worker.
 */
export function taskSize(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (value instanceof Uint8Array) return Math.ceil(value.byteLength / IMAGE_BYTES_PER_CHAR);
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + taskSize(v), 0);
  if (value && typeof value === "object") {
    let sum = 0;
    for (const v of Object.values(value)) sum += taskSize(v);
    return sum;
  }
  return 0;
}
