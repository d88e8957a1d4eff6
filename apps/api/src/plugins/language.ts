import { pickLanguage, renderServerText, type TLang, type TServerText } from "@hts/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's language for every text the server writes for people (decision 014). */
    lang: TLang;
  }
}

/**
 * The web app sends its current language as `Accept-Language`; other clients get the best match of
 * their header, French by default.
 */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest("lang", "fr");
  app.addHook("onRequest", (request, _reply, done) => {
    request.lang = pickLanguage(request.headers["accept-language"]);
    done();
  });
}

/** A server text in the caller's language: `say(request, { text: MSG_X.key, params })`. */
export const say = (request: FastifyRequest, text: TServerText | string): string =>
  renderServerText(typeof text === "string" ? { text } : text, request.lang);
