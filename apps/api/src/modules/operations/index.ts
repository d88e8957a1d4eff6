// Public face of the operations module: readiness and Prometheus metrics (decision 064).
export { readinessRoutes, registerMetrics } from "./operations.routes.ts";
export { parsePrometheusText, type Sample } from "./prometheus-text.ts";
export { expectedMigrations, Readiness, type ReadinessState } from "./readiness.ts";
