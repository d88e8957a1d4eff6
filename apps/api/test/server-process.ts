import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
};

/**
 * Spawns the real `server.ts` (`node --import tsx`) with exactly `env` and `PORT`, and waits until
 * `/api/health` answers. A server that exits or stays silent past `timeoutMs` is killed (it would hold
 * its data directory and a core) and its output thrown. Shared by the API's process tests, the e2e
 * specs and the web component tests (through `e2e/support/server.ts`).
 */
export async function spawnServer({
  env,
  port,
  timeoutMs = 60_000,
}: {
  env: NodeJS.ProcessEnv;
  port: number;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté :\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`Le serveur ne répond pas :\n${output}`);
}

/** Starts the real `server.ts` in its own process, as `npm start` would, without the web app. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServer({
    env: { ...process.env, LOG_LEVEL: "warn", WEB_DIST: "/nonexistent", HOST: "127.0.0.1", ...env },
    port: await freePort(),
  });
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Délai dépassé : ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
