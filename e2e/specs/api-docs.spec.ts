import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/browser.ts";

const b = useBrowser();

describe("API documentation", () => {
  it("shows the OpenAPI document in Swagger UI at /api/docs", async () => {
    const page = await b.newPage();
    await page.goto("/api/docs");
    await page.getByText("HTS API").first().waitFor({ timeout: 20_000 });
    await expect(page.getByText("/api/auth/login").first().isVisible()).resolves.toBe(true);
  });
});
