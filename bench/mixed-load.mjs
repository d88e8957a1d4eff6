// Child process of support.ts `loadMixed`: autocannon's programmatic API cycles each connection through
// a list of requests (its command line takes one URL). Arguments: one JSON object; prints one JSON line.
// A request is a path (GET) or { method, path, body } (a write, JSON body: issue 31's mixed load).
import autocannon from "autocannon";

const { url, paths, headers, connections, seconds } = JSON.parse(process.argv[2]);
// What a failed read was: its status and the start of its body (the first three of each status), and
// the first socket errors; a count alone ("72 failed reads") says nothing of the cause.
const samples = {};
const socketErrors = {};
const onResponse = (status, body) => {
  if (status >= 200 && status < 300) return;
  samples[status] = samples[status] ?? [];
  if (samples[status].length < 3) samples[status].push(String(body ?? "").slice(0, 200));
};
const instance = autocannon({
  url,
  connections,
  duration: seconds,
  headers,
  requests: paths.map((request) =>
    typeof request === "string"
      ? { method: "GET", path: request, onResponse }
      : {
          onResponse,
          method: request.method,
          path: request.path,
          body: request.body,
          headers: { ...headers, "content-type": "application/json" },
        },
  ),
});
instance.on("reqError", (error) => {
  const key = error?.code ?? error?.message ?? String(error);
  socketErrors[key] = (socketErrors[key] ?? 0) + 1;
});
const result = await instance;
console.log(
  JSON.stringify({
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
    samples,
    socketErrors,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
  }),
);
