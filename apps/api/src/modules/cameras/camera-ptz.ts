import { MSG_CAMERAS, type TPtzMove } from "@hts/domain";
import onvif from "onvif";
import { conflict } from "../../lib/errors.ts";
import { checkCameraHost } from "./camera-address.ts";

// PTZ through ONVIF (the `onvif` library, Profile S): the camera's device service on port 80 of its
// address, with the stream URL's credentials. A camera that does not answer ONVIF, or has no PTZ
// configuration, has no rotate control at all in the web app.

type Cam = InstanceType<typeof onvif.Cam>;
type Target = { host: string; username: string; password: string };

/** ONVIF answers are cached: a grid of PTZ cameras must not query every device on each render. */
const CACHE_MS = 5 * 60_000;
/** How long one press moves the camera before it is told to stop. */
const MOVE_MS = 600;

export class PtzControl {
  private readonly cache = new Map<string, { at: number; cam: Cam | null }>();

  constructor(private readonly options: { allowedNetworks: readonly string[]; timeoutMs: number }) {}

  private async connect(target: Target): Promise<Cam | null> {
    const verdict = await checkCameraHost({
      host: target.host,
      allowedNetworks: this.options.allowedNetworks,
    });
    if (verdict !== "allowed") return null;
    return new Promise((resolve) => {
      const cam = new onvif.Cam({
        hostname: target.host.replace(/^\[(.*)\]$/, "$1"),
        username: target.username || undefined,
        password: target.password || undefined,
        timeout: this.options.timeoutMs,
        autoconnect: false,
        preserveAddress: true,
      });
      const timer = setTimeout(() => resolve(null), this.options.timeoutMs + 500);
      cam.connect((error: unknown) => {
        clearTimeout(timer);
        resolve(!error && cam.defaultProfile?.PTZConfiguration ? cam : null);
      });
    });
  }

  private async cam(cameraId: string, target: Target | null): Promise<Cam | null> {
    const cached = this.cache.get(cameraId);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.cam;
    const cam = target ? await this.connect(target).catch(() => null) : null;
    this.cache.set(cameraId, { at: Date.now(), cam });
    return cam;
  }

  /** Forget what was learnt (the camera's address or credentials changed). */
  forget(cameraId: string): void {
    this.cache.delete(cameraId);
  }

  async available(cameraId: string, target: Target | null): Promise<boolean> {
    return (await this.cam(cameraId, target)) !== null;
  }

  /** Moves for a short press, then stops; 409 when the camera does not answer ONVIF PTZ. */
  async move(cameraId: string, target: Target | null, move: TPtzMove): Promise<void> {
    const cam = await this.cam(cameraId, target);
    if (!cam) throw conflict(MSG_CAMERAS.ptzUnavailable);
    await new Promise<void>((resolve, reject) =>
      cam.continuousMove({ x: move.pan, y: move.tilt, zoom: move.zoom }, (error: unknown) =>
        error ? reject(error) : resolve(),
      ),
    ).catch(() => {
      this.forget(cameraId);
      throw conflict(MSG_CAMERAS.ptzUnavailable);
    });
    setTimeout(() => cam.stop({ panTilt: true, zoom: true }, () => {}), MOVE_MS).unref();
  }
}

/** Where to reach a camera's ONVIF service: its IP, else its stream URL's host, with the URL's credentials. */
export function ptzTarget({
  ipAddress,
  url,
}: {
  ipAddress: string | null;
  url: string | null;
}): Target | null {
  const parsed = url ? new URL(url) : null;
  const host = ipAddress ?? parsed?.hostname ?? null;
  if (!host) return null;
  return {
    host,
    username: parsed ? decodeURIComponent(parsed.username) : "",
    password: parsed ? decodeURIComponent(parsed.password) : "",
  };
}
