import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { initI18n } from "@/i18n/i18n";

const container = document.getElementById("root");
if (!container) throw new Error("Élément #root introuvable dans index.html");

// Render once the saved language is loaded, so nobody sees French flash before English or Spanish.
void initI18n().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
