import { randomUUID } from "node:crypto";
import { apiLogin } from "./login.ts";

// The field specs' preparation (issue 22): a call to the API as someone, and an agent with his account
// on a located site, made the way an office does it.

export type Api = <T>(method: string, url: string, body?: unknown, bearer?: string) => Promise<T>;

/** Calls `/api` with the given bearer (by default the one given here), and fails on an error answer. */
export function apiAs(baseUrl: string, token: string): Api {
  return async <T>(method: string, url: string, body?: unknown, bearer = token): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/**
 * A site on the Champ de Mars (200 m radius) and an agent named `name` with an account of role agent,
 * signed in: what a clock-in needs.
 */
export async function agentOnLocatedSite({
  baseUrl,
  api,
  name,
}: {
  baseUrl: string;
  api: Api;
  name: string;
}) {
  const tag = randomUUID().slice(0, 4);
  const site = await api<{ id: string }>("POST", "/sites", {
    name: `Site Champ de Mars ${tag}`,
    address: "Champ de Mars, Paris",
    latitude: 48.85837,
    longitude: 2.294481,
    geofenceRadius: 200,
  });
  const email = `agent.${Date.now()}.${tag}@exemple.fr`;
  const password = "motdepasse-2026";
  const user = await api<{ id: string }>("POST", "/users", { name, email, password, role: "agent" });
  const agent = await api<{ id: string }>("POST", "/agents", {
    name,
    badge: `AG-${tag}`,
    phone: "06 00 00 00 07",
    email,
    userId: user.id,
  });
  const agentToken = (await apiLogin(baseUrl, { email, password })).token;
  return { siteId: site.id, agentId: agent.id, agentToken, account: { email, password } };
}
