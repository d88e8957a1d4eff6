import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { config as zodConfig } from "zod/v4/core";
import { App } from "@/app/app";
import { preloadFirstScreen } from "@/app/router";
import { initI18n } from "@/i18n/i18n";

// The server's Content-Security-Policy forbids eval, so Zod's compiled fast path can never run in the
// browser; without `jitless` its first object parse probes `new Function("")`, which the browser reports
// as a CSP violation (Lighthouse's best-practices "issues" audit on /login).
zodConfig({ jitless: true });

const container = document.getElementById("root");
if (!container) throw new Error("Élément #root introuvable dans index.html");

preloadFirstScreen(window.location.pathname);

// Render once the saved language is loaded, so nobody sees French flash before English or Spanish.
void initI18n().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
