// `npm run bench`: every benchmark, one after the other (they would disturb each other in parallel).
// `npm run bench -- operations access-check`: only the named ones.
const BENCHES: [string, () => Promise<void>][] = [
  ["auth", async () => (await import("./auth.bench.ts")).benchAuth()],
  ["login-storm", async () => (await import("./login-storm.bench.ts")).benchLoginStorm()],
  [
    "planning-conflicts",
    async () => (await import("./planning-conflicts.bench.ts")).benchPlanningConflicts(),
  ],
  ["auto-schedule", async () => (await import("./auto-schedule.bench.ts")).benchAutoSchedule()],
  ["planning-copy", async () => (await import("./planning-copy.bench.ts")).benchPlanningCopy()],
  ["operations", async () => (await import("./operations.bench.ts")).benchOperations()],
  ["control-room-mix", async () => (await import("./control-room-mix.bench.ts")).benchControlRoomMix()],
  ["embedded", async () => (await import("./embedded.bench.ts")).benchEmbedded()],
  [
    "security-report-export",
    async () => (await import("./security-report-export.bench.ts")).benchSecurityReportExport(),
  ],
  ["document-workers", async () => (await import("./document-workers.bench.ts")).benchDocumentWorkers()],
  ["camera-streams", async () => (await import("./camera-streams.bench.ts")).benchCameraStreams()],
  ["recording", async () => (await import("./recording.bench.ts")).benchRecording()],
  ["recording-seek", async () => (await import("./recording-seek.bench.ts")).benchRecordingSeek()],
  ["access-check", async () => (await import("./access-check.bench.ts")).benchAccessCheck()],
  ["field-floor", async () => (await import("./field-floor.bench.ts")).benchFieldFloor()],
  ["tours", async () => (await import("./tours.bench.ts")).benchTours()],
  ["activity-report", async () => (await import("./activity-report.bench.ts")).benchActivityReport()],
  ["portal", async () => (await import("./portal.bench.ts")).benchPortal()],
  ["lighthouse", async () => (await import("./lighthouse.bench.ts")).benchLighthouse()],
  ["start-time", async () => (await import("./start-time.bench.ts")).benchStartTime()],
  ["assistant", async () => (await import("./assistant.bench.ts")).benchAssistant()],
  ["screens", async () => (await import("./screens.bench.ts")).benchScreens()],
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !BENCHES.some(([known]) => known === name));
if (unknown.length > 0) {
  console.error(`Bancs inconnus : ${unknown.join(", ")} (connus : ${BENCHES.map(([n]) => n).join(", ")})`);
  process.exit(2);
}
for (const [name, run] of BENCHES) if (only.length === 0 || only.includes(name)) await run();

export {};
