import { defineConfig } from "vitest/config";

// One config, one project per kind of test. `npm run test:unit` and `npm run test:api` pick a project;
// the API project runs on PGlite or, with HTS_TEST_DB=postgres, on the server in TEST_DATABASE_URL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "domain",
          include: ["packages/domain/src/**/*.test.ts"],
        },
      },
      {
        // Repository tools (the licence check of decision 068).
        test: {
          name: "scripts",
          include: ["scripts/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "api",
          // *.pg-test.ts need a PostgreSQL server (two API processes on one database): they run in the
          // PostgreSQL pass only, instead of showing up as skipped in the PGlite one.
          include: [
            "apps/api/src/**/*.test.ts",
            ...(process.env.HTS_TEST_DB === "postgres" ? ["apps/api/src/**/*.pg-test.ts"] : []),
          ],
          globalSetup: ["apps/api/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Timed under load (a storm of logins at the production password cost): run alone, after the
          // other API files, so that their CPU does not stand in for the storm.
          name: "api-solo",
          include: ["apps/api/src/**/*.solo-test.ts"],
          globalSetup: ["apps/api/test/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      // The web app keeps its own alias setup there (project name "web", files apps/web/src/**/*.test.ts).
      "apps/web/vitest.config.ts",
    ],
  },
});
