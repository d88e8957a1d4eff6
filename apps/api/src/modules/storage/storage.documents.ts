import { registerDocumentRenderers } from "../../lib/documents/document-registry.ts";
import type { TPhotoNormaliseTask } from "./photo-normalise.ts";

// Photos are normalised in the document workers (decision 116): the same bounded threads and queue as
// the exports, registered like them (decision 071).
declare module "../../lib/documents/document-registry.ts" {
  interface DocumentKinds {
    "photo-normalise": TPhotoNormaliseTask;
  }
}

registerDocumentRenderers({
  "photo-normalise": { file: new URL("./photo-normalise.ts", import.meta.url), name: "normalisePhoto" },
});
