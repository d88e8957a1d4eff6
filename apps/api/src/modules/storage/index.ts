// The storage module's public entry (decision 096): the blob store interface and its disk
// implementation, stored files' rows and rights, the phone's photo route and the retention job.

export type { BlobStore } from "./blob-store.ts";
export { DiskBlobStore } from "./disk-blob-store.ts";
export { mediaRoutes } from "./media.routes.ts";
export { attachMedia, mediaBytes } from "./media.service.ts";
export { MediaRetentionJob } from "./media-retention.ts";
