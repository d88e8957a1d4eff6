// Which renderer lays out each kind of document (issue 27, decision 071). The shared layer knows no
// module: each module declares its kinds (by adding them to `DocumentKinds`) and registers, for each, the
// file and the exported function that renders it. Renderers run in worker threads (decision 049), where
// nothing registered on the main thread exists: so what is registered is an address — a file URL and an
// export name — that the pool sends with the task and the worker imports.

/**
 * Kind of document -> its model (plain, cloneable data). Empty here; each module adds its kinds:
 * `declare module "../../lib/documents/document-registry.ts" { interface DocumentKinds { "payslip-pdf": TPayslipDocument } }`.
 * An interface, not a type, because only interfaces merge across files.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each module through declaration merging.
export interface DocumentKinds {}

export type DocumentKind = keyof DocumentKinds;

/** What a service asks the pool to build: a registered kind and its model. */
export type TDocumentTask = { [K in DocumentKind]: { kind: K; doc: DocumentKinds[K] } }[DocumentKind];

/** Where the worker finds a renderer: a module file and the name of its `(doc) => Promise<Buffer>` export. */
export type RendererAddress = { file: string; name: string };

const renderers = new Map<string, RendererAddress>();

// A production build (decision 063) runs this file from a bundle in dist/, where every renderer is
// compiled beside it as <name>.mjs (apps/api/scripts/build.mjs): the registered .ts address becomes that.
const BUILT = import.meta.url.endsWith(".mjs");
const runnable = (file: URL) => (BUILT ? file.href.replace(/\.ts$/, ".mjs") : file.href);

/**
 * Registers a module's renderers: `{ "payslip-pdf": { file: new URL("./payslip-pdf.ts", import.meta.url), name: "renderPayslipPdf" } }`.
 * Registering a kind twice with another address is a programming error.
 */
export function registerDocumentRenderers(
  entries: Partial<Record<DocumentKind, { file: URL; name: string }>>,
): void {
  for (const [kind, entry] of Object.entries(entries) as [string, { file: URL; name: string }][]) {
    const address = { file: runnable(entry.file), name: entry.name };
    const known = renderers.get(kind);
    if (known && (known.file !== address.file || known.name !== address.name))
      throw new Error(`Document ${kind} déjà enregistré par ${known.file}`);
    renderers.set(kind, address);
  }
}

/** The renderer registered for a kind; an unregistered kind is a programming error. */
export function rendererOf(kind: string): RendererAddress {
  const address = renderers.get(kind);
  if (!address) throw new Error(`Aucun rendu enregistré pour le document ${kind}`);
  return address;
}
