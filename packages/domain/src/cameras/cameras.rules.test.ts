import { describe, expect, it } from "vitest";
import { isCameraUrl, probeTarget } from "./cameras.rules.ts";

describe("isCameraUrl", () => {
  it("accepts stream and web URLs only", () => {
    expect(isCameraUrl("rtsp://192.0.2.10:554/stream1")).toBe(true);
    expect(isCameraUrl("rtsps://cam.example.fr/live")).toBe(true);
    expect(isCameraUrl("http://198.51.100.7/video.cgi")).toBe(true);
    expect(isCameraUrl("ftp://192.0.2.10/x")).toBe(false);
    expect(isCameraUrl("192.0.2.10")).toBe(false);
    expect(isCameraUrl("javascript:alert(1)")).toBe(false);
  });
});

describe("probeTarget", () => {
  it("probes the IP address on the RTSP port by default", () => {
    expect(probeTarget({ ipAddress: "192.0.2.10", rtspUrl: null })).toEqual({
      host: "192.0.2.10",
      port: 554,
    });
  });

  it("takes the host and port of the URL, or the protocol's port", () => {
    expect(probeTarget({ ipAddress: null, rtspUrl: "rtsp://cam.local:8554/h264" })).toEqual({
      host: "cam.local",
      port: 8554,
    });
    expect(probeTarget({ ipAddress: null, rtspUrl: "rtsp://cam.local/h264" })).toEqual({
      host: "cam.local",
      port: 554,
    });
    expect(probeTarget({ ipAddress: null, rtspUrl: "https://nvr.local/" })).toEqual({
      host: "nvr.local",
      port: 443,
    });
    expect(probeTarget({ ipAddress: null, rtspUrl: "rtsp://[2001:db8::1]:10554/" })).toEqual({
      host: "2001:db8::1",
      port: 10554,
    });
  });

  it("uses the URL's port for the IP when both name the same host", () => {
    expect(probeTarget({ ipAddress: "192.0.2.10", rtspUrl: "rtsp://192.0.2.10:8554/s" })).toEqual({
      host: "192.0.2.10",
      port: 8554,
    });
    expect(probeTarget({ ipAddress: "192.0.2.10", rtspUrl: "rtsp://192.0.2.99:8554/s" })).toEqual({
      host: "192.0.2.10",
      port: 554,
    });
  });

  it("never guesses: nothing configured, nothing probed", () => {
    expect(probeTarget({ ipAddress: null, rtspUrl: null })).toBeNull();
  });
});
