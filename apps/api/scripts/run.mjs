// `npm run backup | restore | seed:demo`: compiles the API if needed, then runs the
// compiled script (decision 063), so the scripts work on a production install without tsx.
//   node scripts/run.mjs <entry> [arguments of the script]
import { ensureBuilt, runBuilt } from "../../../scripts/ensure-built.mjs";

const [name, ...args] = process.argv.slice(2);
if (!name) {
  console.error("Usage : run.mjs <server|seed-demo|backup|restore|platform-operator> [arguments]");
  process.exit(2);
}
ensureBuilt({ web: false });
await runBuilt(name, args);
