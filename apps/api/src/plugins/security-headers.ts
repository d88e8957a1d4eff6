import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** The security headers of every answer (helmet's defaults, with the CSP the web app needs). */
export const HELMET_OPTIONS: HelmetOptions = {
  // HSTS and upgrade-insecure-requests break a plain-HTTP install opened by a LAN address: they are
  // added per request, over HTTPS only (plugins/https-headers.ts).
  hsts: false,
  contentSecurityPolicy: {
    // media-src blob: the live camera view plays a MediaSource object URL (issue 14).
    // wasm-unsafe-eval: the browser badge reader decodes QR codes with ZXing compiled to WebAssembly
    // where the browser has no native BarcodeDetector (decision 032). It allows compiling WebAssembly,
    // not eval() of JavaScript.
    directives: {
      "script-src": ["'self'", "'wasm-unsafe-eval'"],
      "img-src": ["'self'", "data:", "blob:"],
      "connect-src": ["'self'"],
      "media-src": ["'self'", "blob:"],
      "upgrade-insecure-requests": null,
    },
  },
};

/**
 * The options for this installation: the map of 'Sur le terrain' loads its tiles from `MAP_TILE_URL`
 * (issue 22), so that server's origin, and only it, is added to img-src.
 */
export function helmetOptionsFor({ mapTileUrl }: { mapTileUrl?: string | undefined }): HelmetOptions {
  if (!mapTileUrl) return HELMET_OPTIONS;
  // The template's braces are not a valid URL host; the origin is read from a tile's address.
  const origin = new URL(mapTileUrl.replaceAll(/\{[a-z]\}/g, "0")).origin;
  const csp = HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, string[] | null> };
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      directives: { ...csp.directives, "img-src": [...(csp.directives["img-src"] ?? []), origin] },
    },
  };
}

type HeaderStep = { set: [name: string, value: string] } | { remove: string };

/**
 * What helmet's middleware does to a response with these options, in its order, recorded once. The
 * options name no per-request value (no nonce, no directive computed from the request), so every
 * answer gets the same headers.
 */
export function helmetSteps(options: HelmetOptions): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      if (typeof value !== "string") throw new Error(`${name}: a header helmet writes is a string`);
      steps.push({ set: [name, value] });
    },
    removeHeader: (name: string) => steps.push({ remove: name }),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return steps;
}

/**
 * Helmet's headers on every answer, computed once (decision 058). @fastify/helmet ran helmet's whole
 * setup (parsing the CSP directives, building eleven middlewares) for every request: about 5 % of the
 * server's CPU on a cached read. The same calls, with the same names and values, are now replayed on
 * the raw response in one hook.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions = HELMET_OPTIONS): void {
  const steps = helmetSteps(options);
  app.addHook("onRequest", (_request, reply, done) => {
    const raw = reply.raw;
    for (const step of steps) {
      if ("set" in step) raw.setHeader(step.set[0], step.set[1]);
      else raw.removeHeader(step.remove);
    }
    done();
  });
}
