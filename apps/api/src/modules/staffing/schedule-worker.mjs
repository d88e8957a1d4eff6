// Entry of a scheduling worker thread in the sources (decision 110). Plain JavaScript so that Node can
// start it whatever the parent runs under (tsx, Vite in tests): it registers tsx's loader in this
// thread, then runs the TypeScript worker. The build compiles schedule-worker-main.ts to
// dist/schedule-worker.mjs directly.
import { register } from "tsx/esm/api";

register();
await import("./schedule-worker-main.ts");
