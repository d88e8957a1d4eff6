import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { redactUrl, serializeError, serializeRequest } from "./log-serializers.ts";

describe("log serializers", () => {
  it("masks the event stream's query token in logged URLs, in every spelling", () => {
    const request = { method: "GET", url: "/api/events?x=1&access_token=secret-token&y=2", ip: "127.0.0.1" };
    expect(serializeRequest(request as FastifyRequest)).toEqual({
      method: "GET",
      url: "/api/events?x=1&access_token=[masqué]&y=2",
      remoteAddress: "127.0.0.1",
    });
    for (const name of [
      "access%5Ftoken",
      "access%5ftoken",
      "ACCESS_TOKEN",
      "access_token[]",
      "%61ccess_token",
    ]) {
      expect(redactUrl(`/api/events?${name}=T0K3N&a=b`)).not.toContain("T0K3N");
    }
    expect(redactUrl("/api/sites?q=ok&limit=5")).toBe("/api/sites?q=ok&limit=5");
  });

  it("drops the whole query of auth routes", () => {
    expect(redactUrl("/api/auth/register?user_name=A&user_password=SECRET")).toBe(
      "/api/auth/register?[masqué]",
    );
    expect(redactUrl("/api/%61uth/register?user_password=SECRET")).not.toContain("SECRET");
  });

  it("drops the parameters of a failed query from error messages", () => {
    const error = new Error(
      'Failed query: insert into "users" values ($1, $2)\nparams: a@b.fr,scrypt$17$8$1$salt$hash',
    );
    const out = serializeError(error);
    expect(JSON.stringify(out)).not.toContain("scrypt$17");
    expect(out.message).toContain("Failed query");
  });
});
