import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { registerAndLogin, uniqueEmail, useTestApp } from "../../test/helpers.ts";
import { recordSecrets, scanLogs } from "../../test/log-scan.ts";

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "hts-log-secrets-"));
const logFile = path.join(logDir, "app.log");
const ctx = useTestApp({ logLevel: "info", logFile });

describe("no secret in the logs", () => {
  it("keeps the issue's secrets out of the access log", async () => {
    const password = "SECRET-dans-la-requete-42";
    await ctx.app.inject({
      method: "POST",
      url: `/api/auth/register?user_name=A&user_email=${uniqueEmail("q")}&user_password=${password}`,
      payload: { name: "Société requête", email: uniqueEmail("c") },
    });
    const { token } = await registerAndLogin(ctx.app);
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/events?access%5Ftoken=${token}&x=1`,
      payloadAsStream: true,
    });
    res.stream().destroy();
    await ctx.app.inject({ method: "GET", url: `/api/auth/me?ACCESS_TOKEN=${token}` });
    // pino writes asynchronously: give it a moment to reach the file.
    await new Promise((r) => setTimeout(r, 300));
    const log = fs.readFileSync(logFile, "utf8");
    expect(log).toContain("/api/auth/register");
    expect(log).not.toContain(password);
    expect(log).not.toContain(token);
  });

  it("the scan of a run finds a planted secret (so it would find a real one)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hts-scan-"));
    fs.writeFileSync(path.join(dir, "secrets-1.txt"), `${JSON.stringify("planted-secret-123")}\n`);
    fs.writeFileSync(path.join(dir, "a.log"), '{"msg":"nothing here"}\n');
    expect(await scanLogs(dir)).toEqual([]);
    fs.writeFileSync(path.join(dir, "b.log"), '{"url":"/x?planted-secret-123"}\n');
    expect(await scanLogs(dir)).toHaveLength(1);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(typeof recordSecrets).toBe("function");
  });
});
