import { describe, expect, it } from "vitest";
import { pushAddressAllowed, pushEndpointProblem } from "./push.rules.ts";

describe("push endpoints, judged as SSRF targets", () => {
  it("accepts the public push services over https", () => {
    expect(pushEndpointProblem({ endpoint: "https://fcm.googleapis.com/fcm/send/abc" })).toBeNull();
    expect(
      pushEndpointProblem({ endpoint: "https://updates.push.services.mozilla.com/wpush/v2/x" }),
    ).toBeNull();
    expect(pushEndpointProblem({ endpoint: "https://8.8.8.8/push" })).toBeNull();
  });

  it("refuses plain http, other schemes, credentials and garbage", () => {
    expect(pushEndpointProblem({ endpoint: "http://fcm.googleapis.com/x" })).toBe("insecure");
    expect(pushEndpointProblem({ endpoint: "file:///etc/passwd" })).toBe("invalid");
    expect(pushEndpointProblem({ endpoint: "https://user:pw@push.example.com/x" })).toBe("invalid");
    expect(pushEndpointProblem({ endpoint: "pas une url" })).toBe("invalid");
  });

  it("refuses internal addresses and names, however written", () => {
    for (const endpoint of [
      "https://127.0.0.1/x",
      "https://10.1.2.3/x",
      "https://192.168.1.10/x",
      "https://172.16.0.1/x",
      "https://100.64.0.1/x",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/x",
      "https://[fd00::1]/x",
      "https://[::ffff:127.0.0.1]/x",
      "https://0x7f000001/x",
      "https://2130706433/x",
      "https://localhost/x",
      "https://localhost./x",
      "https://intranet/x",
      "https://printer.local/x",
    ]) {
      expect(pushEndpointProblem({ endpoint }), endpoint).toBe("refused");
    }
  });

  it("lets a test installation reach a listed network over http", () => {
    const options = { allowHttp: true, allowedNetworks: ["127.0.0.1/32"] };
    expect(pushEndpointProblem({ endpoint: "http://127.0.0.1:4100/push/1", ...options })).toBeNull();
    expect(pushEndpointProblem({ endpoint: "http://10.0.0.1/push", ...options })).toBe("refused");
    expect(pushAddressAllowed({ address: "127.0.0.1", allowedNetworks: ["127.0.0.1"] })).toBe(true);
    expect(pushAddressAllowed({ address: "127.0.0.1" })).toBe(false);
    expect(pushAddressAllowed({ address: "2a00:1450:4007::200e" })).toBe(true);
  });
});
