import { execFile } from "node:child_process";
import type { TStreamFailure } from "@hts/domain";

// ffmpeg is the media engine (decision 036): the system's binary (Debian's `ffmpeg` package, kept up to
// date by the distribution) or the one FFMPEG_PATH names. These helpers only build its arguments and
// read its verdicts.

/** Resolves once: true when `ffmpeg -version` runs. The server works without it (no video). */
export function detectFfmpeg(binary: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(binary, ["-hide_banner", "-version"], { timeout: 10_000 }, (error) => resolve(!error));
  });
}

const COMMON = ["-hide_banner", "-nostdin", "-loglevel", "error"];
/** Small probe: the first frames arrive sooner. */
const PROBE = ["-probesize", "500000", "-analyzeduration", "1000000"];

/**
 * An RTSP camera through the local guard (decision 075): TCP interleaved first (NAT, packet loss), UDP
 * when a server refuses it; never multicast nor RTSP-over-HTTP, and no protocol beyond what RTSP needs.
 */
export function rtspInputArgs({ url, timeoutMs }: { url: string; timeoutMs: number }): string[] {
  return [
    ...COMMON,
    "-protocol_whitelist",
    "rtsp,rtp,tcp,udp",
    "-rtsp_transport",
    "tcp+udp",
    "-rtsp_flags",
    "prefer_tcp",
    "-timeout",
    String(timeoutMs * 1000),
    ...PROBE,
    "-i",
    url,
  ];
}

/** An http(s) camera's body, fetched by the server and fed on stdin: ffmpeg opens nothing itself. */
export function pipeInputArgs(): string[] {
  return [...COMMON, "-protocol_whitelist", "pipe", ...PROBE, "-i", "pipe:0"];
}

/**
 * Live output: the first video track as fragmented MP4, one fragment per frame (the lowest latency MSE
 * allows). H.264 is copied as is; `transcode` re-encodes what browsers cannot decode (H.265, MJPEG...).
 * Audio is dropped: camera audio (G.711, AAC-LATM) rarely plays in MSE and a control room watches.
 */
export function liveArgs({ input, transcode }: { input: string[]; transcode: boolean }): string[] {
  const video = transcode
    ? [
        "-c:v",
        "libx264",
        "-preset",
        "veryfast",
        "-tune",
        "zerolatency",
        "-pix_fmt",
        "yuv420p",
        "-g",
        "50",
        "-vf",
        "scale='min(1920,iw)':-2",
      ]
    : ["-c:v", "copy"];
  return [
    ...input,
    "-map",
    "0:v:0",
    "-an",
    "-sn",
    "-dn",
    ...video,
    "-f",
    "mp4",
    "-movflags",
    "empty_moov+default_base_moof+frag_every_frame",
    "pipe:1",
  ];
}

/** One JPEG from the camera itself (no live stream running). */
export function snapshotArgs({ input }: { input: string[] }): string[] {
  return [
    ...input,
    "-map",
    "0:v:0",
    "-frames:v",
    "1",
    "-q:v",
    "3",
    "-f",
    "image2pipe",
    "-c:v",
    "mjpeg",
    "pipe:1",
  ];
}

/** The last frame of a GOP already received (init segment + fragments on stdin), as JPEG. */
export function lastFrameArgs({ frames }: { frames: number }): string[] {
  return [
    ...COMMON,
    "-protocol_whitelist",
    "pipe",
    "-f",
    "mp4",
    "-i",
    "pipe:0",
    "-vf",
    `select=gte(n\\,${Math.max(0, frames - 1)})`,
    "-frames:v",
    "1",
    "-q:v",
    "3",
    "-f",
    "image2pipe",
    "-c:v",
    "mjpeg",
    "pipe:1",
  ];
}

/** What went wrong, from ffmpeg's error output: the reason a viewer reads. */
export function classifyFailure(stderr: string): TStreamFailure {
  const text = stderr.toLowerCase();
  if (/401|unauthorized|authorization failed|403|forbidden/.test(text)) return "unauthorized";
  if (/404|not found/.test(text)) return "not-found";
  if (/timed out|timeout/.test(text)) return "timeout";
  if (
    /invalid data|unsupported|could not find codec|no video|does not contain any stream|matches no streams/.test(
      text,
    )
  )
    return "unsupported";
  if (/end of file|eof/.test(text)) return "ended";
  return "unreachable";
}
