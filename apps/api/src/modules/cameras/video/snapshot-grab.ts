import { spawn } from "node:child_process";
import type { Readable } from "node:stream";
import type { TStreamFailure } from "@hts/domain";
import { openCameraInput } from "./camera-input.ts";
import type { CheckedSource } from "./camera-source.ts";
import { classifyFailure, lastFrameArgs, snapshotArgs } from "./ffmpeg.ts";

/** Frames never exceed this: a bigger output is not a camera picture. */
const MAX_JPEG_BYTES = 20 * 1024 * 1024;

export type GrabResult = { jpeg: Buffer } | { failure: TStreamFailure };

function run({
  ffmpegPath,
  args,
  input,
  timeoutMs,
}: {
  ffmpegPath: string;
  args: string[];
  input?: Buffer[] | Readable;
  timeoutMs: number;
}): Promise<GrabResult> {
  return new Promise((resolve) => {
    const child = spawn(ffmpegPath, args, { stdio: [input ? "pipe" : "ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = "";
    let settled = false;
    const finish = (result: GrabResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill("SIGKILL");
      resolve(result);
    };
    const timer = setTimeout(() => finish({ failure: "timeout" }), timeoutMs);
    child.stdout?.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_JPEG_BYTES) return finish({ failure: "unsupported" });
      chunks.push(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-4000);
    });
    child.once("error", (error: NodeJS.ErrnoException) =>
      finish({ failure: error.code === "ENOENT" ? "no-engine" : "unsupported" }),
    );
    child.once("close", (code) => {
      const jpeg = Buffer.concat(chunks);
      // A JPEG starts with FF D8 FF: anything else is not a picture.
      if (code === 0 && jpeg.length > 3 && jpeg[0] === 0xff && jpeg[1] === 0xd8) return finish({ jpeg });
      finish({ failure: classifyFailure(stderr) });
    });
    if (input && child.stdin) {
      const stdin = child.stdin;
      stdin.on("error", () => {});
      if (Array.isArray(input)) {
        for (const part of input) stdin.write(part);
        stdin.end();
      } else {
        input.on("error", () => stdin.end());
        input.pipe(stdin);
      }
    }
  });
}

/**
 * A JPEG of what the camera shows now: from the live connection's last GOP when one is open (no new
 * connection to the camera, and the very frame viewers see), otherwise from the camera directly.
 */
export async function grabSnapshot({
  ffmpegPath,
  source,
  gop,
  timeoutMs,
}: {
  ffmpegPath: string;
  source: CheckedSource | null;
  gop: { init: Buffer; fragments: Buffer[] } | null;
  timeoutMs: number;
}): Promise<GrabResult> {
  if (gop)
    return run({
      ffmpegPath,
      args: lastFrameArgs({ frames: gop.fragments.length }),
      input: [gop.init, ...gop.fragments],
      timeoutMs,
    });
  if (!source) return { failure: "no-url" };
  const opened = await openCameraInput({ source, timeoutMs });
  if ("failure" in opened) return opened;
  const { input } = opened;
  try {
    const result = await run({
      ffmpegPath,
      args: snapshotArgs({ input: input.args }),
      input: input.stdin ?? undefined,
      timeoutMs: timeoutMs * 2,
    });
    const refused = input.failure();
    return refused ? { failure: refused } : result;
  } finally {
    input.close();
  }
}

/** Width and height from a baseline or progressive JPEG's SOF marker. */
export function jpegSize(jpeg: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < jpeg.length) {
    if (jpeg[offset] !== 0xff) return null;
    const marker = jpeg[offset + 1] ?? 0;
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: jpeg.readUInt16BE(offset + 5), width: jpeg.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}
