import { defineConfig } from "vitest/config";

// End-to-end specs share one server (started in global-setup on a temporary database) and run one
// file at a time: a real Chromium per file is heavy on a 2-core machine.
export default defineConfig({
  test: {
    include: ["specs/**/*.spec.ts"],
    globalSetup: ["./global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
