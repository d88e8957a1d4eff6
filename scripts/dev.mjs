// `npm run dev`: the API in watch mode and Vite's dev server (which proxies /api to the API), together.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@hts/api"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@hts/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
