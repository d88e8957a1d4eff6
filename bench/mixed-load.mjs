// Child process of support.ts `loadMixed`: autocannon's programmatic API cycles each connection through
// a list of requests (its command line takes one URL). Arguments: one JSON object; prints one JSON line.
// A request is a path (GET) or { method, path, body } (a write, JSON body: issue 31's mixed load).
import autocannon from "autocannon";

const { url, paths, headers, connections, seconds } = JSON.parse(process.argv[2]);
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  headers,
  requests: paths.map((request) =>
    typeof request === "string"
      ? { method: "GET", path: request }
      : {
          method: request.method,
          path: request.path,
          body: request.body,
          headers: { ...headers, "content-type": "application/json" },
        },
  ),
});
console.log(
  JSON.stringify({
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
  }),
);
