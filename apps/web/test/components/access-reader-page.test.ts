import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { setupComponentBrowser } from "./component-browser.ts";

// The browser reader '/access-reader' (AccessReaderPage) alone on a page against the real API: its key
// form, what a typed badge sends (the reader's key, never a session) and the decision it shows.
const c = setupComponentBrowser();
const RUN = Date.now().toString(36).slice(-5);
const UID = `04A1${RUN.toUpperCase()
  .replace(/[^0-9A-F]/g, "0")
  .padEnd(6, "0")
  .slice(0, 6)}`;
const POINT = `Portail composant ${RUN}`;
let readerKey = "";

/** The checks the page sends: body and the reader key header. */
function checks(page: Page) {
  const seen: { body: Record<string, unknown>; key: string | undefined; auth: string | undefined }[] = [];
  page.on("request", (request: Request) => {
    if (!request.url().endsWith("/api/access/check")) return;
    const headers = request.headers();
    seen.push({ body: request.postDataJSON(), key: headers["x-reader-key"], auth: headers.authorization });
  });
  return seen;
}

describe("AccessReaderPage", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    const site = await c.api<{ id: string }>("POST", "/sites", {
      name: `Site lecteur ${RUN}`,
      address: "3 quai Voltaire, 75007 Paris",
    });
    const point = await c.api<{ readerKey: string }>("POST", "/access/points", {
      name: POINT,
      siteId: site.id,
      location: "Hall A",
      direction: "entrée",
    });
    readerKey = point.readerKey;
    await c.api("POST", "/access/badges", {
      badgeId: `CMP-${RUN}`,
      holderName: `Claire Lecteur ${RUN}`,
      badgeType: "nfc",
      nfcUid: UID,
    });
  }, 420_000);

  it("asks for the reader key, refuses a wrong one, and opens the access point of the right one", async () => {
    // A device at a gate has no user session: only the key.
    const page = await c.mount("access-reader", {}, { signedIn: false });
    await page.getByRole("heading", { name: "Configurer ce lecteur" }).waitFor();
    const key = page.getByLabel(/^Clé du lecteur/);
    await key.fill("cle-inventee");
    await page.getByRole("button", { name: "Démarrer le lecteur" }).click();
    await page.getByText("Clé de lecteur refusée").waitFor();

    await key.fill(readerKey);
    await page.getByRole("button", { name: "Démarrer le lecteur" }).click();
    await page.getByRole("heading", { level: 1, name: POINT }).waitFor();
    // Kept on the device: the next opening goes straight to the reader.
    await expect(page.evaluate(() => localStorage.getItem("hts.readerKey"))).resolves.toBe(readerKey);
    await page.context().close();
  });

  it("sends a typed card uid with the reader key and shows the holder, then refuses an unknown badge", async () => {
    const page = await c.mount(
      "access-reader",
      {},
      { signedIn: false, storage: { "hts.readerKey": readerKey } },
    );
    const sent = checks(page);
    await page.getByRole("heading", { level: 1, name: POINT }).waitFor();
    const code = page.getByLabel(/^Code du badge/);
    const result = page.getByTestId("reader-result");

    await code.fill(UID);
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect.poll(() => result.getAttribute("data-decision")).toBe("Autorisé");
    await expect(result.textContent()).resolves.toContain(`Claire Lecteur ${RUN}`);
    await expect(result.textContent()).resolves.toContain("Accès autorisé");
    // The field is emptied for the next badge.
    await expect(code.inputValue()).resolves.toBe("");

    await code.fill("HTS-inconnu");
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect.poll(() => result.getAttribute("data-decision")).toBe("Refusé");
    await expect(result.textContent()).resolves.toContain("Badge inconnu ou falsifié");

    expect(sent).toEqual([
      { body: { nfcUid: UID }, key: readerKey, auth: undefined },
      { body: { token: "HTS-inconnu" }, key: readerKey, auth: undefined },
    ]);
    await page.context().close();
  });
});
