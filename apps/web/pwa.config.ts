import { fileURLToPath } from "node:url";
import type { VitePWAOptions } from "vite-plugin-pwa";
import { shellScripts } from "./scripts/pwa-shell.mjs";
import { AGENT_API_CACHE } from "./src/lib/offline-caches.ts";

/**
 * The installable agent app (issue 22, decision 089). One service worker for the whole single-page app
 * (the office and /agent share the build and the sign-in page), which:
 * - precaches the app shell (HTML, scripts, styles, icons) so that /agent opens without network;
 * - never precaches an API answer; /api is network-only except the agent's last known shifts, post
 *   orders and attendance state (network first, 4 s), so that a basement shows them instead of an
 *   error. That cache is deleted at sign-out (lib/offline-caches.ts, called by logout);
 * - waits for the user to accept an update ('Nouvelle version disponible — Recharger'): an agent in the
 *   middle of a clock-in is never reloaded under his thumb.
 */
const ASSETS_CACHE = "hts-assets";

const dist = fileURLToPath(new URL("./dist", import.meta.url));
/** Chunks the agent app needs beyond the entry: its screens, the text catalogs, sign-in, the SW prompt. */
const SHELL_SEEDS = [/^agent-/, /^(fr|en|es)-[\w-]+\.js$/, /^login-page-/, /^pwa-update-prompt-/];

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "prompt",
  // Registered by the app itself (app/pwa-update-prompt.tsx, loaded lazily, off the landing budget).
  injectRegister: false,
  strategies: "generateSW",
  filename: "sw.js",
  manifestFilename: "manifest.webmanifest",
  includeAssets: ["favicon.svg"],
  manifest: {
    id: "/agent",
    name: "HTS Agent",
    short_name: "HTS Agent",
    description: "Vacations, consignes, prise de service et protection du travailleur isolé.",
    lang: "fr",
    start_url: "/agent",
    // The whole origin: the agent signs in at /login inside the installed app without a browser bar.
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#0b1a33",
    theme_color: "#0b1a33",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // The shell: pre-compressed copies (.br, .gz) and the barcode decoder's WebAssembly (gate tablets
    // only, 1 MB) are left out; a screen not precached still loads from the network as before.
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    globIgnores: ["**/*.br", "**/*.gz", "**/*.wasm", "sw.js", "workbox-*.js"],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    // Office screens' scripts are not precached (scripts/pwa-shell.mjs): about 0.5 MB less to download
    // on the agent's phone at each new version.
    manifestTransforms: [
      async (entries) => {
        const shell = shellScripts({ dist, seeds: SHELL_SEEDS });
        const kept = entries.filter((entry) => !entry.url.endsWith(".js") || shell.has(entry.url));
        return { manifest: kept, warnings: [] };
      },
    ],
    // Web Push display and clicks (public/push-handler.js): generateSW writes no push handler.
    importScripts: ["/push-handler.js"],
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    runtimeCaching: [
      {
        // Pages come from the network while there is one, so that after a deploy a reload gets the new
        // index.html and its new scripts (a precached page would name scripts the server no longer has
        // until the update is accepted); without network, or after 4 s, the last copy or the precached
        // shell. Every page is the same index.html: nothing personal is stored.
        urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api"),
        handler: "NetworkFirst",
        options: {
          cacheName: "hts-pages",
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 20 },
          precacheFallback: { fallbackURL: "index.html" },
        },
      },
      {
        // Hashed names never change: an office screen opened once online also opens offline.
        urlPattern: ({ url }) => url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: { cacheName: ASSETS_CACHE, expiration: { maxEntries: 200, purgeOnQuotaError: true } },
      },
      {
        urlPattern: ({ url, request }) =>
          request.method === "GET" && /^\/api\/me\/(shifts|post-orders|attendance|tours)$/.test(url.pathname),
        handler: "NetworkFirst",
        options: {
          cacheName: AGENT_API_CACHE,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 16, maxAgeSeconds: 15 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
