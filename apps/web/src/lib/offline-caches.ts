/** The service worker's cache of the agent's last known shifts and post orders (decision 089). */
export const AGENT_API_CACHE = "hts-agent-api";

/** At sign-out: no personal answer stays in the service worker's caches of a shared phone. */
export async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(AGENT_API_CACHE).catch(() => false);
}
