import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";

// Segments live on disk only (decision 100): `<dir>/<companyId>/<cameraId>/<start>-<end>.mp4` once kept,
// `<start>-<end>.buf.mp4` while they are the pre-event buffer of an events-mode camera, and
// `part-<run>-<n>.mp4` while ffmpeg writes them. The name carries the span (epoch ms), so a timeline is
// a directory listing and nothing can disagree with the files.

export type StoredSegment = { file: string; start: number; end: number; bytes: number; buffered: boolean };

const NAME = /^(\d{13})-(\d{13})(\.buf)?\.mp4$/;

export const cameraDir = (root: string, companyId: string, cameraId: string) =>
  path.join(root, companyId, cameraId);

export async function ensureCameraDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
}

/** The camera's finished segments, oldest first; an absent directory is an empty list. */
export async function listSegments(dir: string): Promise<StoredSegment[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const segments: StoredSegment[] = [];
  for (const name of names) {
    const match = NAME.exec(name);
    if (!match) continue;
    const bytes = await stat(path.join(dir, name)).then(
      (s) => s.size,
      () => -1,
    );
    if (bytes < 0) continue;
    segments.push({
      file: name,
      start: Number(match[1]),
      end: Number(match[2]),
      bytes,
      buffered: Boolean(match[3]),
    });
  }
  return segments.sort((a, b) => a.start - b.start);
}

export const segmentName = (start: number, end: number, buffered: boolean) =>
  `${String(start).padStart(13, "0")}-${String(end).padStart(13, "0")}${buffered ? ".buf" : ""}.mp4`;

/** A finished part gets its span as name: kept, or buffered until an event needs it. */
export async function finishPart({
  dir,
  part,
  start,
  end,
  buffered,
}: {
  dir: string;
  part: string;
  start: number;
  end: number;
  buffered: boolean;
}): Promise<StoredSegment> {
  const file = segmentName(start, end, buffered);
  await rename(path.join(dir, part), path.join(dir, file));
  const { size } = await stat(path.join(dir, file));
  return { file, start, end, bytes: size, buffered };
}

/** An event began: the buffered segments become recording (the pre-event time). */
export async function keepBuffered(dir: string, segments: StoredSegment[]): Promise<void> {
  for (const s of segments.filter((x) => x.buffered))
    await rename(path.join(dir, s.file), path.join(dir, segmentName(s.start, s.end, false))).catch(() => {});
}

export async function removeSegments(dir: string, segments: StoredSegment[]): Promise<void> {
  for (const s of segments) await rm(path.join(dir, s.file), { force: true });
}

/** Parts an interrupted ffmpeg left behind (no trailer, no known span): not playable, removed. */
export async function removeLeftoverParts(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) if (name.startsWith("part-")) await rm(path.join(dir, name), { force: true });
}

/**
 * One kept segment by name (not a buffered one, not a part): its path and size, or null. Stats that one
 * file instead of listing the directory, which holds a day of segments or more.
 */
export async function keptSegment(
  dir: string,
  file: string,
): Promise<{ path: string; bytes: number } | null> {
  const match = NAME.exec(file);
  if (!match || match[3]) return null;
  const full = path.join(dir, file);
  const info = await stat(full).catch(() => null);
  return info?.isFile() ? { path: full, bytes: info.size } : null;
}
