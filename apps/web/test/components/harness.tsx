import "@/index.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { config as zodConfig } from "zod/v4/core";
import { Toaster } from "@/components/ui/toaster";
import { initI18n, loadFullCatalog } from "@/i18n/i18n";
import { queryClient } from "@/lib/query-client";
import { FIXTURES, type FixtureName } from "./fixtures.tsx";

// The page the component tests open (through Vite's dev server, the API behind its /api proxy): the
// app's providers and texts, and one component mounted on demand by `window.mountFixture`.
declare global {
  interface Window {
    mountFixture(name: FixtureName, props: unknown): void;
    harnessReady?: boolean;
  }
}

zodConfig({ jitless: true });
await initI18n();
await loadFullCatalog();

window.mountFixture = (name, props) => {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root introuvable");
  const Fixture = FIXTURES[name] as (props: unknown) => React.ReactNode;
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Fixture {...(props as object)} />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
};
window.harnessReady = true;
