import type { Page } from "playwright-core";

/**
 * The PRO Gantt lists the week's first 10 agents by name (spec) and offers 'Afficher les N agents'. The
 * e2e specs share the demo company, so another spec's agents may push a spec's agent past the tenth row:
 * wait until the agent's row or that button shows, and open the full list when the row is not there.
 */
export async function ganttRowOf(page: Page, agentName: string) {
  const gantt = page.getByTestId("gantt");
  const row = gantt.getByRole("list", { name: agentName, exact: true });
  const showAll = page.getByRole("button", { name: /^Afficher les \d+ agents$/ });
  // The row's list holds only absolutely placed bars: it is in the page but has no box of its own.
  await row.or(showAll).first().waitFor({ state: "attached", timeout: 15_000 });
  if ((await row.count()) === 0) await showAll.click();
  await row.waitFor({ state: "attached", timeout: 15_000 });
  return row;
}
