import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadDotEnv } from "./env-file.ts";

describe("loadDotEnv", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hts-env-"));
  const names = ["HTS_ENV_TEST_A", "HTS_ENV_TEST_B", "HTS_ENV_TEST_C"];
  afterEach(() => {
    for (const name of names) delete process.env[name];
    fs.rmSync(path.join(dir, ".env"), { force: true });
  });

  it("reads .env from the starting folder without overriding what the environment already sets", () => {
    fs.writeFileSync(
      path.join(dir, ".env"),
      '# commentaire\nHTS_ENV_TEST_A=du-fichier\nHTS_ENV_TEST_B="avec espaces"\nHTS_ENV_TEST_C=du-fichier\n',
    );
    process.env.HTS_ENV_TEST_C = "de-l-environnement";
    expect(loadDotEnv({ INIT_CWD: dir })).toBe(path.join(dir, ".env"));
    expect(process.env.HTS_ENV_TEST_A).toBe("du-fichier");
    expect(process.env.HTS_ENV_TEST_B).toBe("avec espaces");
    expect(process.env.HTS_ENV_TEST_C).toBe("de-l-environnement");
  });

  it("does nothing without a .env file", () => {
    expect(loadDotEnv({ INIT_CWD: dir })).toBeNull();
    expect(process.env.HTS_ENV_TEST_A).toBeUndefined();
  });
});
