import net from "node:net";
import type { Readable } from "node:stream";
import { cameraUrlFor, type TStreamFailure } from "@hts/domain";
import type { CheckedSource } from "./camera-source.ts";
import { pipeInputArgs, rtspInputArgs } from "./ffmpeg.ts";
import { openHttpSource } from "./http-source.ts";
import { openRtspGuard } from "./rtsp-guard.ts";

/** What ffmpeg reads a camera from: its input arguments, the bytes for its stdin, and cleanup. */
export type CameraInput = {
  args: string[];
  /** http(s) sources: the body our own request received, for ffmpeg's stdin. */
  stdin: Readable | null;
  /** A verdict that overrides ffmpeg's error output (the guard refused a redirect). */
  failure(): TStreamFailure | null;
  close(): void;
};

/**
 * ffmpeg never connects to a camera by itself (decision 075). RTSP goes through a local guard that
 * relays to the checked address only and drops redirects; ffmpeg may use no protocol but rtsp, rtp,
 * tcp and udp. HTTP is fetched here and fed through a pipe; ffmpeg may use no protocol but the pipe.
 */
export async function openCameraInput({
  source,
  timeoutMs,
}: {
  source: CheckedSource;
  timeoutMs: number;
}): Promise<{ input: CameraInput } | { failure: TStreamFailure }> {
  const { parts, address } = source;
  if (parts.scheme === "http" || parts.scheme === "https") {
    const opened = await openHttpSource({ source, timeoutMs });
    if ("failure" in opened) return opened;
    return {
      input: {
        args: pipeInputArgs(),
        stdin: opened.http.stream,
        failure: () => null,
        close: opened.http.close,
      },
    };
  }
  const guard = await openRtspGuard({
    address,
    port: parts.port,
    secure: parts.scheme === "rtsps",
    servername: net.isIP(parts.host) ? undefined : parts.host,
  });
  // The guard holds TLS for rtsps: ffmpeg speaks plain RTSP to it on loopback.
  const url = cameraUrlFor(parts, { scheme: "rtsp", host: "127.0.0.1", port: guard.port });
  return {
    input: {
      args: rtspInputArgs({ url, timeoutMs }),
      stdin: null,
      failure: () => (guard.refused() ? "address-refused" : null),
      close: guard.close,
    },
  };
}
