import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaOptions } from "./pwa.config.ts";

/**
 * The agent app's start screen's own modules (features/agent-app), for the `agent-start` chunk below,
 * and the one icon only they use (left out, it would make a chunk of its own that imports this one).
 */
const AGENT_START =
  /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]cloud-off\.m?js$|src[\\/]features[\\/]agent-app[\\/](api[\\/][\w-]+|pages[\\/]agent-(layout|shifts-page)|components[\\/](sync-status|lone-worker-prompt|sos-button|sos-dialog|refusal-list|shift-card)|lib[\\/](use-offline-queue|use-position-heartbeat|replay|replay-run|geolocation|result-detail|use-field-settings|queue-rules|offline-store|use-online|maps-link|hold-timer))\.tsx?$/;

const AGENT_ICONS =
  /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](calendar-days|clock|file-text|info|map-pin|notebook-pen|phone|refresh-cw|route|users)\.m?js$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions)],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    // Same-origin /api in development, as in production where the API serves dist/.
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries every page loads get chunks of their own, named after them: they change far less
        // often than the app, so after a deploy a returning browser keeps them from its cache (hashed
        // names, cached a year, decision 046). Only libraries of the entry chunk are listed: a group
        // pulls its modules into one chunk, so a lazily loaded library here would load on every page
        // (decision 048).
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "router", test: /node_modules[\\/]react-router[\\/]/ },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
            // The agent app's start screen (/agent: layout, shifts page, offline queue, the SOS and
            // lone-worker parts they mount, its API modules) in one chunk instead of about ten of 1-3 KB:
            // over HTTP/1.1 a phone fetches 6 files at a time, each one a round trip (decision 132).
            // Only these modules, not their dependencies (shared with the office: React, the icons, the
            // dialog), which keep their own chunks; no office screen imports the agent app.
            { name: "agent-start", test: AGENT_START, includeDependenciesRecursively: false },
            // The icons of that screen (bottom tabs, shift cards, SOS): one chunk instead of ten of 1.3 KB.
            // Office screens that use some of them load these few KB with them.
            { name: "agent-icons", test: AGENT_ICONS, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
