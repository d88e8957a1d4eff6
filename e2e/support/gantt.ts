import type { Page } from "playwright-core";

/**
 * The PRO Gantt lists the week's first 10 agents by name (spec) and offers 'Afficher les N agents'. The
 * e2e specs share the demo company, so another spec's agents may push a spec's agent past the tenth row:
 * wait until the agent's row or that button shows, and open the full list when the row is not there.
 * The button may belong to the week shown before a week change and vanish as the new week loads, so
 * each look is retried until the row is there.
 */
export async function ganttRowOf(page: Page, agentName: string) {
  const gantt = page.getByTestId("gantt");
  const row = gantt.getByRole("list", { name: agentName, exact: true });
  const showAll = page.getByRole("button", { name: /^Afficher les \d+ agents$/ });
  // The row's list holds only absolutely placed bars: it is in the page but has no box of its own.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if ((await row.count()) > 0) return row;
    if ((await showAll.count()) > 0) await showAll.click({ timeout: 2_000 }).catch(() => undefined);
    await page.waitForTimeout(250);
  }
  await row.waitFor({ state: "attached", timeout: 1_000 });
  return row;
}
