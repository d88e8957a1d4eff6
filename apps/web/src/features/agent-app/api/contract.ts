// The agent app's own view of the endpoints not in this branch yet (Web Push, issue 22 slice C). Every
// other type of the agent app comes from @hts/domain, the schemas the routes validate with.

/** `GET /api/push/public-key`: the installation's VAPID public key (base64url). */
export type TPushPublicKey = { public_key: string };
