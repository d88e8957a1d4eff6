import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

// Every test app logs (level info) to a file of the run's log directory, and records the secrets that
// went through it: passwords and tokens in bodies, query strings, Authorization headers and answers.
// At the end of the API run the global teardown searches every log for every secret (house style 19).

const SECRET_NAME = /(pass(word)?|token|secret|key)$/i;
// Short or blank values (a fuzzer's "  ", a sample "Texte") would match by chance.
const worthSearching = (value: string) =>
  value.trim().length >= 8 && (value.match(/[A-Za-z0-9]/g) ?? []).length >= 6;

function collect(value: unknown, into: Set<string>, name = "", open?: Set<string>): void {
  if (typeof value === "string") {
    if (!worthSearching(value)) return;
    if (SECRET_NAME.test(name)) into.add(value);
    else open?.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into, name, open);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) collect(item, into, key, open);
  }
}

/** Adds the hooks that record secrets; call before `app.ready()`. */
export function recordSecrets(app: FastifyInstance, logDir: string): void {
  const file = path.join(logDir, `secrets-${process.pid}.txt`);
  const openFile = path.join(logDir, `open-${process.pid}.txt`);
  const append = (target: string, values: Set<string>) => {
    if (values.size > 0)
      fs.appendFileSync(target, `${[...values].map((s) => JSON.stringify(s)).join("\n")}\n`);
  };
  const save = (found: Set<string>) => append(file, found);
  app.addHook("preValidation", async (request) => {
    const found = new Set<string>();
    const bearer = /^bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (bearer && worthSearching(bearer)) found.add(bearer);
    // The input fuzzers send the same odd values ("0000-01-01", "2147483648") in every field: a value
    // also sent in a field that is not secret may be logged there, and is not counted as a secret.
    const open = new Set<string>();
    collect(request.query, found, "", open);
    collect(request.body, found, "", open);
    save(found);
    append(openFile, open);
  });
  app.addHook("onSend", async (_request, _reply, payload) => {
    if (typeof payload === "string" && payload.includes("access_token")) {
      try {
        const found = new Set<string>();
        collect(JSON.parse(payload), found);
        save(found);
      } catch {
        // not JSON
      }
    }
    return payload;
  });
}

/** Lines "secret found in file" for every recorded secret present in a log file of `logDir`. */
export async function scanLogs(logDir: string): Promise<string[]> {
  const names = await fs.promises.readdir(logDir);
  const read = async (prefix: string) => {
    const values = new Set<string>();
    for (const name of names.filter((n) => n.startsWith(prefix))) {
      for (const line of (await fs.promises.readFile(path.join(logDir, name), "utf8")).split("\n")) {
        if (line) values.add(JSON.parse(line) as string);
      }
    }
    return values;
  };
  const open = await read("open-");
  const secrets = new Set([...(await read("secrets-"))].filter((secret) => !open.has(secret)));
  const leaks: string[] = [];
  for (const name of names.filter((n) => n.endsWith(".log"))) {
    const text = await fs.promises.readFile(path.join(logDir, name), "utf8");
    for (const secret of secrets) {
      // Logs are JSON: a secret appears there JSON-escaped.
      if (text.includes(secret) || text.includes(JSON.stringify(secret).slice(1, -1))) {
        leaks.push(`${secret.slice(0, 4)}… in ${name}`);
      }
    }
  }
  return leaks;
}
