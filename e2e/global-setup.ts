import type { TestProject } from "vitest/node";
import { startServer } from "./support/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // E2E_BASE_URL: a server already running (started as startServer does) instead of a fresh one, for a
  // quicker run of one spec while developing; the full suite always starts its own.
  if (process.env.E2E_BASE_URL) {
    project.provide("baseUrl", process.env.E2E_BASE_URL);
    return () => undefined;
  }
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  return () => server.stop();
}
