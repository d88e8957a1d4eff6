import { startCameraSimulator } from "../modules/cameras/index.ts";

// `npm run camera-sim -- --streams 4 --port 8554`: simulated RTSP cameras on loopback (decision 038).
// Add a camera with one of the printed URLs; the server must allow loopback for it
// (CAMERA_ALLOWED_NETWORKS=127.0.0.1/32, which `npm start` sets itself when it runs the simulator).

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} : entier positif attendu`);
  return value;
}

const simulator = await startCameraSimulator({
  ffmpegPath: process.env.FFMPEG_PATH ?? "ffmpeg",
  port: arg("port", 8554),
  streams: arg("streams", 4),
  log: (message) => console.log(message),
});
console.log("Ctrl+C pour arrêter.");
const stop = async () => {
  await simulator.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
