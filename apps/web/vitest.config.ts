import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Pure unit tests (formatters, translation files): no DOM and no Vite plugins needed.
export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    name: "web",
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
  },
});
