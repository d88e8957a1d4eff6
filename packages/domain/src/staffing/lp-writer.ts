// A tiny writer of the CPLEX LP text format that HiGHS reads (decision 110): the model builder stays
// pure data and text, so the domain needs no solver and the tests can read the model.

export type TTerm = [coefficient: number, variable: string];

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(6).replace(/0+$/, ""));

/** Terms as "+ 3 x1 - 2 x2", a few per line: some LP readers limit the line length. */
function terms(list: readonly TTerm[]): string {
  const parts: string[] = [];
  list.forEach(([c, v], i) => {
    if (c === 0) return;
    const sign = c < 0 ? "-" : "+";
    parts.push(`${i % 12 === 0 && i > 0 ? "\n  " : ""}${sign} ${fmt(Math.abs(c))} ${v}`);
  });
  return parts.length ? parts.join(" ") : "0 dummy";
}

export class LpModel {
  /** One coefficient per variable: the LP reader keeps only one of a variable's repeated objective terms. */
  private objective = new Map<string, number>();
  private rows: string[] = [];
  private binaries: string[] = [];
  private bounds: string[] = [];
  private usesDummy = false;

  binary(name: string): string {
    this.binaries.push(name);
    return name;
  }

  /** A continuous variable with its bounds (free above when `upper` is absent). */
  continuous(name: string, lower = 0, upper?: number): string {
    this.bounds.push(
      upper === undefined ? `${fmt(lower)} <= ${name}` : `${fmt(lower)} <= ${name} <= ${fmt(upper)}`,
    );
    return name;
  }

  cost(coefficient: number, variable: string): void {
    if (coefficient !== 0) this.objective.set(variable, (this.objective.get(variable) ?? 0) + coefficient);
  }

  row(list: readonly TTerm[], sense: "<=" | ">=" | "=", rhs: number): void {
    const kept = list.filter(([c]) => c !== 0);
    if (kept.length === 0) return;
    this.rows.push(` r${this.rows.length}: ${terms(kept)} ${sense} ${fmt(rhs)}`);
  }

  get size(): { variables: number; rows: number } {
    return { variables: this.binaries.length + this.bounds.length, rows: this.rows.length };
  }

  toString(): string {
    const objective = terms([...this.objective].map(([v, c]): TTerm => [c, v]));
    if (objective === "0 dummy") this.usesDummy = true;
    const lines = ["Minimize", ` obj: ${objective}`, "Subject To"];
    lines.push(...(this.rows.length ? this.rows : [" r0: 0 dummy >= 0"]));
    if (this.rows.length === 0) this.usesDummy = true;
    lines.push("Bounds", ...this.bounds.map((b) => ` ${b}`));
    if (this.usesDummy) lines.push(" 0 <= dummy <= 0");
    if (this.binaries.length) lines.push("Binary", ` ${this.binaries.join("\n ")}`);
    lines.push("End");
    return lines.join("\n");
  }
}
