import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * React.lazy for named exports (the house style has no default exports):
 * `const SitesPage = lazyNamed(() => import("@/features/sites/pages/sites-page"), "SitesPage");`
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
