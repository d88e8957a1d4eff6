import type { FastifyInstance } from "fastify";
import { as, login, uniqueEmail } from "../../../test/helpers.ts";

export const MEMBER_PASSWORD = "membre-mot-de-passe-2026";

/** An admin creates a member of `role` (permanent password) who then logs in. */
export async function member(app: FastifyInstance, adminToken: string, role: string) {
  const email = uniqueEmail(role);
  const res = await as(
    app,
    adminToken,
  )({
    method: "POST",
    url: "/api/users",
    payload: { name: `Membre ${role}`, email, password: MEMBER_PASSWORD, role },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return { ...(await login(app, email, MEMBER_PASSWORD)), email };
}
