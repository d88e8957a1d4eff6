import { type TLang, type TRestriction, ZMeResponse } from "@hts/domain";
import type { FastifyReply } from "fastify";
import type { companies, users } from "../../db/schema.ts";
import { toApiCompany } from "../companies/index.ts";
import { sessionInfo } from "./session-policy.ts";
import { toApiUser } from "./user-view.ts";

// GET /api/auth/me answers what the session lookup found, nothing else (issue 31). Mapping the user and
// the company, validating the answer against its schema and serializing it cost more than finding the
// session in the cache: it is done once per found session and language. The session cache hands out
// the same user and company rows until a change forgets them; a changed row is a new object, so a
// stale answer cannot outlive the rows it was made from.

type User = typeof users.$inferSelect;
type Company = typeof companies.$inferSelect;
type Kept = { company: Company; restriction: TRestriction | null; lang: TLang; body: Buffer };

const kept = new WeakMap<User, Kept[]>();

export function meBody({
  user,
  company,
  restriction,
  lang,
}: {
  user: User;
  company: Company;
  restriction: TRestriction | null;
  lang: TLang;
}): Buffer {
  const entries = kept.get(user) ?? [];
  const hit = entries.find((e) => e.company === company && e.restriction === restriction && e.lang === lang);
  if (hit) return hit.body;
  const answer = ZMeResponse.parse({
    user: toApiUser(user),
    company: toApiCompany(company),
    session: sessionInfo({ company, restriction, user, lang }),
  });
  const body = Buffer.from(JSON.stringify(answer), "utf8");
  // A handful of languages at most; an entry of an older company row is replaced.
  const others = entries.filter((e) => e.company === company && entries.length < 8);
  kept.set(user, [...others, { company, restriction, lang, body }]);
  return body;
}

/** Sends the kept answer as it is: the JSON the route's serializer would have written. */
export const sendMe = <R extends FastifyReply>(reply: R, body: Buffer): R =>
  reply.type("application/json; charset=utf-8").send(body) as R;
