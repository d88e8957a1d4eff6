// @ts-check
import { checkLicences } from "./licences.mjs";

// `npm run licences`: fails when a package of the installed production tree has a licence outside the
// allow-list (decision 068). Run after `npm ci`, from the repository root or with a root as argument.
const root = process.argv[2] ?? process.cwd();
const { checked, refused } = checkLicences({ root });
if (refused.length > 0) {
  console.error(`Licences refusées (${refused.length}) :\n${refused.map((r) => `  - ${r}`).join("\n")}`);
  process.exit(1);
}
console.log(`Licences : ${checked} paquets de production vérifiés, tous sur la liste autorisée.`);
