import autocannon from "autocannon";
import type { FastifyInstance } from "fastify";

export type LoadResult = { label: string; rps: number; p99: number };

/** Runs autocannon against one URL for `seconds`, with `connections` concurrent clients. */
export async function load({
  label,
  url,
  headers = {},
  seconds = 5,
  connections = 20,
}: {
  label: string;
  url: string;
  headers?: Record<string, string>;
  seconds?: number;
  connections?: number;
}): Promise<LoadResult> {
  const result = await autocannon({ url, headers, duration: seconds, connections });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { label, rps: result.requests.average, p99: result.latency.p99 };
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

/** Prints each result next to the baseline measured in the same run. */
export function report(title: string, baseline: LoadResult, results: LoadResult[]): void {
  console.log(`\n${title}`);
  for (const r of [baseline, ...results]) {
    const ratio = r === baseline ? "" : `  ratio ${(r.rps / baseline.rps).toFixed(3)} x baseline`;
    console.log(`  ${r.label.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${r.p99} ms${ratio}`);
  }
}
