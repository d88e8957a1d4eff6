import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary: string }[];
};

// axe's browser build is read from the installed package, so the check works with no network access.
const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(path.join(path.dirname(require.resolve("axe-core")), "axe.min.js"), "utf8");

/**
 * Runs axe-core on the page as it is now (open dialogs included) and fails on any "serious" or "critical"
 * violation, listing each rule and the elements it flagged. Minor and moderate findings are not blocking.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const injected = await page.evaluate(() => "axe" in window);
  // The server's Content-Security-Policy (script-src 'self') rightly blocks an inline <script> tag, so
  // page.addScriptTag({ content }) fails; evaluating the source through the DevTools protocol is not
  // subject to CSP and leaves the policy under test untouched.
  if (!injected) await page.evaluate(axeSource);
  // Colours are judged as they will stay: an element fading in (a toast) reads as too pale mid-way. Wait
  // for the running animations that end (a spinner never does), a few seconds at most.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );

  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document);
    // Plain data only: axe's result objects hold DOM references that cannot cross into Node.
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String),
        failureSummary: node.failureSummary,
      })),
    }));
  });

  const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking, describe(blocking)).toEqual([]);
}

function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (node) => `    ${node.target.join(" ")}\n      ${node.failureSummary.replace(/\n/g, "\n      ")}`,
        )
        .join("\n");
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join("\n");
}
