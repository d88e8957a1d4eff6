import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { frEager } from "./locales/fr/eager.ts";
import { fr } from "./locales/fr/index.ts";

// The entry ships only the public pages' French texts (locales/fr/eager.ts); the rest loads before any
// authenticated screen (FullCatalog in app/route-guards.tsx, decision 048). i18next shows a missing key
// raw, so every key a public page can show must be in the eager part. This follows the public pages'
// imports (static and dynamic) through the sources and checks every key they name.

const src = path.resolve(import.meta.dirname, "..");
const at = (file: string) => path.join(src, file);

/** Rendered without the full catalog: the entry's own modules and these pages (routes of app/router.tsx). */
const PUBLIC_PAGES = [
  "features/landing/pages/landing-page.tsx",
  "features/auth/pages/login-page.tsx",
  "features/auth/pages/register-company-page.tsx",
  "features/account/pages/forgot-password-page.tsx",
  "features/account/pages/reset-password-page.tsx",
  "features/account/pages/invitation-page.tsx",
  "features/account/pages/maintenance-page.tsx",
  "app/not-found-page.tsx",
].map(at);

/** Rendered only under FullCatalog: the dashboard and the agent app (RequireAuth), the gate's reader. */
const FULL_CATALOG_PAGES = [
  "app/dashboard-layout.tsx",
  "app/coming-soon-page.tsx",
  "app/shell/access-denied-page.tsx",
  "features/settings/pages/forced-step-page.tsx",
  "features/access/pages/access-reader-page.tsx",
  "features/platform/pages/platform-page.tsx",
  "features/access/pages/access-page.tsx",
  "features/access/pages/my-badge-page.tsx",
  "features/ai-insights/pages/ai-insights-page.tsx",
  "features/attendance/pages/timesheets-page.tsx",
  "features/alarms/pages/alarms-page.tsx",
  "features/cameras/pages/cameras-page.tsx",
  "features/dashboard/pages/dashboard-page.tsx",
  "features/payroll/pages/payroll-settings-page.tsx",
  "features/post-orders/pages/post-orders-page.tsx",
  "features/payroll/pages/salary-calculator-page.tsx",
  "features/planning/pages/planning-advanced-page.tsx",
  "features/planning/pages/planning-page.tsx",
  "features/planning/pages/planning-pro-page.tsx",
  "features/radio/pages/radio-page.tsx",
  "features/field/pages/field-page.tsx",
  "features/reports/pages/reports-page.tsx",
  "features/security-reports/pages/security-reports-page.tsx",
  "features/settings/pages/settings-page.tsx",
  "features/sites/pages/site-detail-page.tsx",
  "features/sites/pages/sites-page.tsx",
  "features/agent-app/pages/agent-layout.tsx",
  "features/agent-app/pages/agent-shifts-page.tsx",
  "features/agent-app/pages/agent-post-orders-page.tsx",
  "features/agent-app/pages/agent-service-page.tsx",
  "features/agent-app/pages/agent-info-page.tsx",
  "features/agent-app/pages/agent-tours-page.tsx",
  "features/agent-app/pages/agent-logbook-page.tsx",
  "features/logbook/pages/logbook-page.tsx",
  "features/clients/pages/client-requests-page.tsx",
  "features/portal/pages/portal-page.tsx",
  "features/tours/pages/tours-board-page.tsx",
].map(at);

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined; // a package: no keys of ours
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(src, from)}: import introuvable ${specifier}`);
}

/** Value imports (not `import type`), re-exports and dynamic import() of a module. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm),
    ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1] as string);
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

/** Every source module a public page can render, stopping at the full-catalog pages and the catalogs. */
function publicModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || FULL_CATALOG_PAGES.includes(file)) return;
    if (file.startsWith(at("i18n/locales")) || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const imported of importsOf(file)) visit(imported);
  };
  for (const root of [at("main.tsx"), ...PUBLIC_PAGES]) visit(root);
  return [...seen];
}

function valueAt(tree: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

function leaves(value: unknown, prefix: string): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, `${prefix}.${key}`));
}

/**
 * The catalog keys a module names: string literals that are a key (or a group of keys) of the full
 * catalog, and the fixed start of template literals (`landing.modules.${id}.title`: the whole
 * landing.modules group). Keys kept in constants or maps are found too, wherever they are written.
 */
function keysNamedIn(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of text.matchAll(/(["'`])([A-Za-z][\w-]*(?:\.[\w-]+)+)(\.?\$\{|\1)/g)) {
    const [, , key, end] = match as unknown as [string, string, string, string];
    if (valueAt(fr, key) !== undefined) found.push(key);
    else if (end.endsWith("${") && valueAt(fr, key.replace(/\.$/, "")) !== undefined) found.push(key);
  }
  return found;
}

describe("the public pages' French catalog (eager part)", () => {
  const modules = publicModules();
  const named = modules.flatMap((file) => keysNamedIn(file).map((key) => ({ file, key })));

  it("classifies every page app/router.tsx and the route guards load", () => {
    const loaded = [
      "app/router.tsx",
      "app/agent-routes.tsx",
      "app/role-app-routes.tsx",
      "app/route-guards.tsx",
      "app/shell/require-area.tsx",
    ].flatMap((file) =>
      [...fs.readFileSync(at(file), "utf8").matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((match) =>
        resolveImport(at(file), match[1] as string),
      ),
    );
    const unclassified = loaded.filter(
      (file) => file && !PUBLIC_PAGES.includes(file) && !FULL_CATALOG_PAGES.includes(file),
    );
    expect(unclassified.map((file) => path.relative(src, file ?? ""))).toEqual([]);
  });

  it("follows the public pages' imports (the scan sees the sign-in form and the landing page)", () => {
    const files = modules.map((file) => path.relative(src, file));
    expect(files).toEqual(expect.arrayContaining(["app/route-error-page.tsx", "components/form-field.tsx"]));
    expect(files).not.toContain("app/dashboard-layout.tsx");
    const keys = new Set(named.map(({ key }) => key));
    for (const key of [
      "auth.login",
      "landing.hero.title",
      "notFound.title",
      "errors.reload",
      "common.close",
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
  });

  it("has every key a public page names", () => {
    const missing = named.flatMap(({ file, key }) =>
      leaves(valueAt(fr, key.replace(/\.$/, "")), key.replace(/\.$/, ""))
        .filter((leaf) => typeof valueAt(frEager, leaf) !== "string")
        .map((leaf) => `${path.relative(src, file)}: ${leaf}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it("is the full catalog's texts, and leaves the authenticated screens' ones out", () => {
    for (const [group, texts] of Object.entries(frEager)) {
      expect(texts, group).toEqual(fr[group as keyof typeof fr]);
    }
    expect(Object.keys(frEager)).not.toContain("dashboard");
    expect(Object.keys(frEager).length).toBeLessThan(Object.keys(fr).length / 2);
  });
});
