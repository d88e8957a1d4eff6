// Issue 13 end to end: the demo administrator opens 'IA Insights', reads the four cards computed from
// the demo company's data, runs the three actions and sees their result cards, asks the assistant, and
// reads everywhere the engine really answering ('Moteur intégré', never 'GPT-4'). Then the phone layout.
import { describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { screenshot, useBrowser } from "../support/browser.ts";
import { signIn } from "../support/login.ts";

const b = useBrowser();
const PHONE = { width: 390, height: 844 };

describe("IA Insights", () => {
  it("shows the cards, runs the three actions, answers the assistant and names the real engine", async () => {
    const page = await b.newPage();
    await signIn(page);
    await page.goto("/dashboard/ai-insights");
    await page.getByRole("heading", { level: 1, name: "IA Insights" }).waitFor();
    for (const card of ["card-risk", "card-trend", "card-forecast", "card-sites"])
      await page.getByTestId(card).waitFor({ timeout: 20_000 });
    await expect(page.getByTestId("engine-label").textContent()).resolves.toBe("Moteur : Moteur intégré");
    await expect(page.getByTestId("engine-badge").textContent()).resolves.toBe("Moteur intégré");
    await expect(page.getByText("GPT-4").count()).resolves.toBe(0);
    await expect(page.getByTestId("card-trend").textContent()).resolves.toContain(
      "comparaison de taux de Poisson",
    );

    await page.getByRole("button", { name: "Analyser les incidents" }).click();
    await page.getByTestId("result-analysis").waitFor({ timeout: 20_000 });
    await expect(page.getByTestId("result-analysis").textContent()).resolves.toContain(
      "Par heure de la journée",
    );

    await page.getByRole("button", { name: "Générer les prédictions" }).click();
    await page.getByTestId("result-predictions").waitFor({ timeout: 20_000 });
    await expect(page.getByTestId("backtest").textContent()).resolves.toMatch(/référence naïve|trop court/);

    await page.getByRole("button", { name: "Recommandations", exact: true }).click();
    await page.getByTestId("result-recommendations").waitFor({ timeout: 20_000 });

    // A blank question is refused on the screen with the spec's message.
    await page.getByRole("button", { name: "Envoyer" }).click();
    await page.getByRole("alert").filter({ hasText: "Veuillez poser une question" }).waitFor();

    await page.getByLabel("Votre question").fill("Quelles caméras sont hors ligne ?");
    await page.getByRole("button", { name: "Envoyer" }).click();
    const answer = page.getByTestId("assistant-answer").first();
    await answer.waitFor({ timeout: 20_000 });
    await expect(answer.textContent()).resolves.toMatch(/caméra/i);
    await expect(page.getByTestId("answer-engine").first().textContent()).resolves.toBe(
      "Moteur : Moteur intégré",
    );

    await page.getByLabel("Votre question").fill("Quel temps fera-t-il demain ?");
    await page.getByRole("button", { name: "Envoyer" }).click();
    await page.getByTestId("assistant-answer").nth(1).waitFor({ timeout: 20_000 });
    await expect(page.getByTestId("assistant-answer").nth(1).textContent()).resolves.toContain(
      "Je ne sais pas répondre",
    );
    // The conversation keeps both exchanges; a suggestion is a question one click away.
    await page.getByRole("button", { name: "Qui est de garde maintenant ?" }).click();
    await page.getByTestId("assistant-answer").nth(2).waitFor({ timeout: 20_000 });

    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "ai-insights");
    await page.close();
  });

  it("fits a phone", async () => {
    const page = await b.newPage(PHONE);
    await signIn(page);
    await page.goto("/dashboard/ai-insights");
    await page.getByTestId("card-risk").waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Générer les prédictions" }).click();
    await page.getByTestId("result-predictions").waitFor({ timeout: 20_000 });
    // Names what sticks out, if anything does.
    const wide = await page.evaluate((width) => {
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll("main *"))) {
        const box = el.getBoundingClientRect();
        const inside = Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 1);
        if (box.right > width + 1 && !inside && out.length < 5)
          out.push(`${el.tagName}.${el.className} ${Math.round(box.right)}`);
      }
      return out;
    }, PHONE.width);
    expect(wide).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(page, "ai-insights-phone");
    await page.close();
  });
});
