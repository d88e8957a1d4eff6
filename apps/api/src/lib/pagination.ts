import type { FastifyReply } from "fastify";
import { z } from "zod";

/** `limit`/`offset` for every list; the total goes in `X-Total-Count` so the body stays an array. */
export const ZPage = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export function sendPage<T>(reply: FastifyReply, page: { items: T[]; total: number }): T[] {
  reply.header("X-Total-Count", String(page.total));
  return page.items;
}
