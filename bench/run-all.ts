// `npm run bench`: every benchmark, one after the other (they would disturb each other in parallel).
import { benchAuth } from "./auth.bench.ts";

await benchAuth();
await (await import("./login-storm.bench.ts")).benchLoginStorm();
await (await import("./planning-conflicts.bench.ts")).benchPlanningConflicts();
await (await import("./operations.bench.ts")).benchOperations();
await (await import("./security-report-export.bench.ts")).benchSecurityReportExport();
await (await import("./document-workers.bench.ts")).benchDocumentWorkers();
await (await import("./camera-streams.bench.ts")).benchCameraStreams();
await (await import("./access-check.bench.ts")).benchAccessCheck();
