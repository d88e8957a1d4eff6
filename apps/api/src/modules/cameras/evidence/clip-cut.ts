import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { StoredSegment } from "../recording/segment-store.ts";

/**
 * Cuts [from, to] out of the kept segments into one MP4, without re-encoding: ffmpeg's concat demuxer
 * reads the segments in order, seeks to the keyframe at or before `from` and copies until `to`.
 */
export async function cutClip({
  ffmpegPath,
  dir,
  segments,
  from,
  to,
  out,
}: {
  ffmpegPath: string;
  dir: string;
  segments: StoredSegment[];
  from: number;
  to: number;
  out: string;
}): Promise<boolean> {
  const first = segments[0];
  if (!first) return false;
  await mkdir(path.dirname(out), { recursive: true });
  const list = `${out}.txt`;
  await writeFile(list, segments.map((s) => `file '${path.join(dir, s.file)}'\n`).join(""));
  const args = [
    "-hide_banner",
    "-nostdin",
    "-loglevel",
    "error",
    "-f",
    "concat",
    "-safe",
    "0",
    "-ss",
    String(Math.max(0, (from - first.start) / 1000)),
    "-i",
    list,
    "-t",
    String((to - Math.max(from, first.start)) / 1000),
    "-map",
    "0:v:0",
    "-c",
    "copy",
    "-movflags",
    "+faststart",
    "-y",
    out,
  ];
  const ok = await new Promise<boolean>((resolve) =>
    execFile(ffmpegPath, args, { timeout: 120_000 }, (error) => resolve(!error)),
  );
  await rm(list, { force: true });
  return (
    ok &&
    (await stat(out).then(
      (s) => s.size > 0,
      () => false,
    ))
  );
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
