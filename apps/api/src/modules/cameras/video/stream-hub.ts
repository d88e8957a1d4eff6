import { CameraUpstream, type SourceResolver, type UpstreamOptions, type Viewer } from "./camera-upstream.ts";

export type HubOptions = Omit<UpstreamOptions, "resolve" | "onIdle"> & {
  /** Where camera `id` is read from, checked again at every (re)connection. */
  sourceOf: (cameraId: string) => SourceResolver;
};

/**
 * The process's live connections, one per watched camera. A camera nobody watches has none; the
 * first viewer opens it and the last one's departure closes it after the linger delay.
 */
export class StreamHub {
  private readonly upstreams = new Map<string, CameraUpstream>();

  constructor(private readonly options: HubOptions) {}

  /** Adds a viewer; returns the function that removes it. */
  watch(cameraId: string, viewer: Viewer): () => void {
    let upstream = this.upstreams.get(cameraId);
    if (!upstream) {
      const created: CameraUpstream = new CameraUpstream({
        ...this.options,
        resolve: this.options.sourceOf(cameraId),
        onIdle: () => {
          if (this.upstreams.get(cameraId) === created) this.upstreams.delete(cameraId);
        },
      });
      upstream = created;
      this.upstreams.set(cameraId, created);
    }
    const joined = upstream;
    joined.join(viewer);
    return () => joined.leave(viewer);
  }

  /** The camera's address or credentials changed: running connections reconnect with the new ones. */
  restart(cameraId: string): void {
    this.upstreams.get(cameraId)?.restart();
  }

  cachedGop(cameraId: string) {
    return this.upstreams.get(cameraId)?.cachedGop() ?? null;
  }

  stats(): { upstreams: number; viewers: number } {
    let viewers = 0;
    for (const upstream of this.upstreams.values()) viewers += upstream.viewerCount;
    return { upstreams: this.upstreams.size, viewers };
  }

  close(): void {
    for (const upstream of [...this.upstreams.values()]) upstream.stop();
    this.upstreams.clear();
  }
}
