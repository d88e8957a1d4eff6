import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { childBoxes, Fmp4Splitter, readInitSegment, startsWithKeyframe } from "./fmp4.ts";

// Real ffmpeg output (3 s of a test pattern, keyframe every 25 frames), cut in awkward chunk sizes.
function fragmentedMp4(): Buffer {
  return execFileSync("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=320x180:rate=25:duration=3",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    "-g",
    "25",
    "-bf",
    "0",
    "-f",
    "mp4",
    "-movflags",
    "empty_moov+default_base_moof+frag_every_frame",
    "pipe:1",
  ]);
}

describe("fmp4 framing", () => {
  it("splits the init segment and one fragment per frame, finds keyframes and the codec", () => {
    const bytes = fragmentedMp4();
    const pieces: { kind: string; data: Buffer }[] = [];
    const splitter = new Fmp4Splitter((piece) => pieces.push(piece));
    for (let offset = 0; offset < bytes.length; offset += 7_777)
      splitter.push(bytes.subarray(offset, offset + 7_777));
    expect(pieces[0]?.kind).toBe("init");
    const fragments = pieces.slice(1);
    expect(fragments).toHaveLength(75);
    expect(fragments.every((p) => p.kind === "fragment")).toBe(true);
    // Every byte is passed on, in order; only the index ffmpeg appends at the very end is held back.
    const joined = Buffer.concat(pieces.map((p) => p.data));
    expect(bytes.subarray(0, joined.length).equals(joined)).toBe(true);
    expect(childBoxes(bytes.subarray(joined.length)).map((b) => b.type)).toEqual(["mfra"]);
    const track = readInitSegment(pieces[0]?.data as Buffer);
    expect(track).toMatchObject({ codec: "avc1.42c00c", playable: true, width: 320, height: 180 });
    const keys = fragments.flatMap((p, i) =>
      startsWithKeyframe(p.data, track?.defaultSampleFlags ?? 0) ? [i] : [],
    );
    expect(keys).toEqual([0, 25, 50]);
    expect(childBoxes(fragments[0]?.data as Buffer).map((b) => b.type)).toEqual(["moof", "mdat"]);
  });

  it("reports codecs browsers are not given as they are", () => {
    const mpeg4 = execFileSync("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=160x90:rate=5:duration=1",
      "-c:v",
      "mpeg4",
      "-f",
      "mp4",
      "-movflags",
      "empty_moov+default_base_moof+frag_keyframe",
      "pipe:1",
    ]);
    const pieces: Buffer[] = [];
    new Fmp4Splitter((piece) => pieces.push(piece.data)).push(mpeg4);
    expect(readInitSegment(pieces[0] as Buffer)).toMatchObject({ codec: "mp4v", playable: false });
  });
});
