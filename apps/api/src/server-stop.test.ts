import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../test/server-process.ts";

// The issue saw a server still running 37 s after SIGINT, waiting on camera probes. Here a cycle probes
// forty unreachable cameras with a 20-second timeout each when SIGINT arrives.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hts-stop-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("server stop", () => {
  it("ends within 5 s of SIGINT while the camera monitor waits on slow probes", async () => {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      HTS_DEMO: "0",
      CAMERA_PROBE_INTERVAL_MS: "1000",
      CAMERA_PROBE_TIMEOUT_MS: "20000",
      CAMERA_PROBE_CONCURRENCY: "20",
    });
    try {
      const json = async (url: string, body: unknown, token?: string) =>
        (
          await fetch(`${server.baseUrl}${url}`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify(body),
          })
        ).json() as Promise<Record<string, string>>;
      const email = `stop.${Date.now()}@example.fr`;
      await json("/api/auth/register", {
        company: { name: "Arrêt", email: `c.${email}` },
        admin: { name: "A", email, password: "motdepasse-solide" },
      });
      const token = (await json("/api/auth/login", { email, password: "motdepasse-solide" })).access_token;
      const site = await json("/api/sites", { name: "S", address: "A" }, token);
      for (let i = 0; i < 40; i++) {
        // RFC 5737 documentation addresses: never routed, a connect waits for its timeout.
        await json(
          "/api/cameras",
          { siteId: site.id, name: `C${i}`, location: "L", ipAddress: `192.0.2.${i + 1}` },
          token,
        );
      }
      await new Promise((r) => setTimeout(r, 2500));
      const started = Date.now();
      server.child.kill("SIGINT");
      const code = await server.exited;
      expect(Date.now() - started).toBeLessThan(5000);
      expect(code).toBe(0);
    } finally {
      server.child.kill("SIGKILL");
    }
  }, 90_000);
});
