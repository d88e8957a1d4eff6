import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { setupComponentBrowser } from "./component-browser.ts";

// The access point and badge dialogs alone on a page against the real API: what they send, the 422 the
// server answers shown under its field, and the badge's link to an agent filling its holder.
const c = setupComponentBrowser();
const RUN = Date.now().toString(36).slice(-5);
const ids = { site: "" };

/** The POST bodies the page sends to `path`, with the status each one got. */
function posts(page: Page, path: string) {
  const seen: { body: Record<string, unknown>; status: number }[] = [];
  page.on("requestfinished", async (request: Request) => {
    if (request.method() !== "POST" || !request.url().endsWith(`/api${path}`)) return;
    const response = await request.response();
    seen.push({ body: request.postDataJSON(), status: response?.status() ?? 0 });
  });
  return seen;
}

describe("Access dialogs", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    ids.site = (
      await c.api<{ id: string }>("POST", "/sites", {
        name: `Site accès ${RUN}`,
        address: "5 rue de la Paix, 75002 Paris",
      })
    ).id;
  }, 420_000);

  it("PointFormDialog: required fields first, the server's 422 under 'À', then the rule it creates", async () => {
    const page = await c.mount("point-form");
    const sent = posts(page, "/access/points");
    const dialog = page.getByRole("dialog", { name: "Nouveau point d'accès" });
    await dialog.getByRole("button", { name: "Créer le point" }).click();
    // The error stands under its field (`${id}-name-error`), before anything is sent.
    await dialog.locator('[id$="-name-error"]').waitFor();
    expect(sent).toHaveLength(0);

    await dialog.getByLabel(/^Nom/).fill(`Portail ${RUN}`);
    await dialog.getByLabel(/^Site/).selectOption(ids.site);
    await dialog.getByLabel(/^Emplacement/).fill("Entrée nord");
    await dialog.getByLabel(/^Départements autorisés/).fill("Accueil, Direction ,");
    await dialog.getByLabel(/^De/).fill("08:00");
    await dialog.getByRole("button", { name: "Créer le point" }).click();
    // Only a start time: the server refuses the rule and names its `to`, shown under 'À'.
    await dialog
      .locator('[id$="-to-error"]', {
        hasText: "Indiquez l'heure de début et l'heure de fin, ou aucune des deux",
      })
      .waitFor();
    expect(sent.map((request) => request.status)).toEqual([422]);

    await dialog.getByLabel(/^À/).fill("18:00");
    await dialog.getByRole("button", { name: "Créer le point" }).click();
    await page.getByTestId("fixture-created").waitFor();
    await page.getByTestId("fixture-closed").waitFor();
    expect(sent.map((request) => request.status)).toEqual([422, 201]);
    expect(sent[1]?.body).toMatchObject({
      name: `Portail ${RUN}`,
      siteId: ids.site,
      location: "Entrée nord",
      rule: {
        departments: ["Accueil", "Direction"],
        days: [1, 2, 3, 4, 5, 6, 7],
        from: "08:00",
        to: "18:00",
      },
    });
  });

  it("BadgeFormDialog: linking an agent fills the holder and its kind; unlinking gives 'Employé' back", async () => {
    const holders = await c.api<{ id: string; name: string; kind: string }[]>("GET", "/access/holders");
    const agent = holders.find((holder) => holder.kind === "agent");
    if (!agent) throw new Error("Aucun agent parmi les titulaires de la démo");
    const page = await c.mount("badge-form");
    const sent = posts(page, "/access/badges");
    const dialog = page.getByRole("dialog", { name: "Nouveau badge" });
    const link = dialog.getByLabel(/^Lier à/);
    const kind = dialog.getByLabel(/^Titulaire/);

    await link.selectOption(`agent:${agent.id}`);
    await expect(dialog.getByLabel(/^Nom du titulaire/).inputValue()).resolves.toBe(agent.name);
    await expect(kind.inputValue()).resolves.toBe("agent");
    await expect(kind.isDisabled()).resolves.toBe(true);

    await link.selectOption("");
    await expect(kind.inputValue()).resolves.toBe("employee");
    await expect(kind.isDisabled()).resolves.toBe(false);

    await link.selectOption(`agent:${agent.id}`);
    await dialog.getByLabel(/^Numéro de badge/).fill(`B-${RUN}`);
    await dialog.getByRole("button", { name: "Créer le badge" }).click();
    await page.getByTestId("fixture-closed").waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.status).toBe(201);
    expect(sent[0]?.body).toMatchObject({
      badgeId: `B-${RUN}`,
      holderName: agent.name,
      holderKind: "agent",
      agentId: agent.id,
      userId: null,
    });
  });
});
