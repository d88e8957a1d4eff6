// `npm start`: builds what is missing or stale (the API, the web app), then runs the compiled server
// in this process (no second Node, no TypeScript compiler: decision 063).
import { ensureBuilt, runBuilt } from "./ensure-built.mjs";

ensureBuilt({ web: true });
await runBuilt("server", process.argv.slice(2));
