import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { serializeRequest } from "./log-serializers.ts";

describe("serializeRequest", () => {
  it("masks the event stream's query token in logged URLs", () => {
    const request = { method: "GET", url: "/api/events?x=1&access_token=secret-token&y=2", ip: "127.0.0.1" };
    expect(serializeRequest(request as FastifyRequest)).toEqual({
      method: "GET",
      url: "/api/events?x=1&access_token=[masqué]&y=2",
      remoteAddress: "127.0.0.1",
    });
  });
});
