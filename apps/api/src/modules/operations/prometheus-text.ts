/** One sample of the Prometheus text format: `name{label="value",...} number`. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * Parses the Prometheus text exposition format (version 0.0.4) into samples, for the tests: comments
 * (# HELP, # TYPE) skipped, label values unescaped. Throws on a line that is not a sample.
 */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    if (!match) throw new Error(`ligne de métriques illisible : ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key as string] = (raw as string).replace(/\\n/g, "\n").replace(/\\(["\\])/g, "$1");
    }
    // As Prometheus (Go's ParseFloat), NaN and Inf in any case: prom-client writes "Nan".
    const raw = match[3] as string;
    const value = /^[+-]?inf$/i.test(raw) ? (raw.startsWith("-") ? -Infinity : Infinity) : Number(raw);
    if (Number.isNaN(value) && !/^nan$/i.test(raw)) throw new Error(`valeur illisible : ${line}`);
    samples.push({ name: match[1] as string, labels, value });
  }
  return samples;
}
