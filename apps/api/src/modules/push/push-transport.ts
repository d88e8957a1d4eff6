import { lookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { pushAddressAllowed } from "@hts/domain";

export type PushTransportOptions = {
  /** Plain http endpoints (tests only). */
  allowHttp: boolean;
  /** Networks allowed despite the rules (tests: 127.0.0.1). */
  allowedNetworks: readonly string[];
  timeoutMs: number;
};

export type PushRequest = {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
};

/**
 * The connection's own name resolution judges every address it gets (decision 088): the address
 * checked is the address connected to, so a name that resolves to an internal address at send time
 * (DNS rebinding) is refused as a literal one would be.
 */
function guardedLookup(allowedNetworks: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const list = addresses as unknown as { address: string; family: number }[];
      const refused = list.find((a) => !pushAddressAllowed({ address: a.address, allowedNetworks }));
      const first = list[0];
      if (refused || !first) return callback(new Error("push endpoint address refused"), "", 4);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: unknown) => void)(null, list);
      callback(null, first.address, first.family);
    });
  };
}

/** POSTs one encrypted push message; resolves with the push service's status, rejects on a network error. */
export function deliver(request: PushRequest, options: PushTransportOptions): Promise<number> {
  const url = new URL(request.endpoint);
  const client = url.protocol === "http:" && options.allowHttp ? http : https;
  if (url.protocol !== "https:" && client === https) return Promise.reject(new Error("https required"));
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  // A literal address is not resolved, so the lookup never sees it: judge it here.
  if (
    /^[\d.]+$|:/.test(host) &&
    !pushAddressAllowed({ address: host, allowedNetworks: options.allowedNetworks })
  )
    return Promise.reject(new Error("push endpoint address refused"));
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        lookup: guardedLookup(options.allowedNetworks),
        timeout: options.timeoutMs,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("push endpoint timeout")));
    req.on("error", reject);
    req.end(request.body ?? undefined);
  });
}
