// @ts-check
import { startRelaySimulator } from "./relay-simulator.mjs";

// The simulator as a program of its own (decision 068): `node src/main.mjs --port 8554 --streams 4
// [--size 960x540] [--bitrate 2000]` (kbit/s: a real camera's rate instead of the flat pattern's). It writes one JSON line `{"ready":true,"port":…,"urls":[…]}` on stdout once every
// stream is readable, logs on stderr, and stops on SIGTERM/SIGINT or when its standard input closes, so
// it never outlives the server that started it, even one killed with SIGKILL.

/** @param {string} name @param {string} fallback */
function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? String(process.argv[index + 1]) : fallback;
}

/** @param {string} name @param {number} fallback */
function positive(name, fallback) {
  const value = Number(arg(name, String(fallback)));
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`--${name} : entier positif attendu`);
    process.exit(2);
  }
  return value;
}

const size = arg("size", "960x540");
if (!/^\d{2,4}x\d{2,4}$/.test(size)) {
  console.error("--size : LARGEURxHAUTEUR attendu, par exemple 960x540");
  process.exit(2);
}

const bitrate = arg("bitrate", "");
const simulator = await startRelaySimulator({
  ffmpegPath: process.env.FFMPEG_PATH ?? "ffmpeg",
  port: positive("port", 8554),
  streams: positive("streams", 4),
  size,
  bitrateKbps: bitrate ? positive("bitrate", 1) : undefined,
  log: (message) => console.error(message),
});
process.stdout.write(`${JSON.stringify({ ready: true, port: simulator.port, urls: simulator.urls })}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await simulator.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
// Started by the server with a pipe as stdin: its end means the server is gone. Run by hand from a
// terminal, stdin is the terminal and Ctrl+C stops it.
if (!process.stdin.isTTY) {
  process.stdin.on("end", () => void stop());
  process.stdin.resume();
}
