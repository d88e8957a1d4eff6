import { describe, expect, it } from "vitest";
import { cameraUrlFor, parseCameraUrl } from "./camera-url-syntax.rules.ts";

describe("parseCameraUrl", () => {
  it("reads the URLs cameras document", () => {
    expect(
      parseCameraUrl("rtsp://admin:p%40ss@192.168.1.64:554/Streaming/Channels/101?transport=tcp"),
    ).toEqual({
      scheme: "rtsp",
      username: "admin",
      password: "p%40ss",
      host: "192.168.1.64",
      port: 554,
      path: "/Streaming/Channels/101?transport=tcp",
    });
    expect(parseCameraUrl("http://Cam-1.Example.fr/axis-cgi/mjpg/video.cgi")).toMatchObject({
      host: "cam-1.example.fr",
      port: 80,
    });
    expect(parseCameraUrl("rtsps://[2001:DB8::10]/live")).toMatchObject({ host: "2001:db8::10", port: 322 });
    expect(parseCameraUrl("rtsp://admin:********@10.0.0.8/h264")).toMatchObject({ password: "********" });
  });

  it("refuses every spelling another reader could take for another host", () => {
    for (const url of [
      "http://127.0.0.2\\@127.0.0.1:5432/x",
      "rtsp://127.0.0.2\\@127.0.0.1:5432/x",
      "http://a@127.0.0.2@127.0.0.1/x",
      "rtsp://127.0.0.2 @127.0.0.1/x",
      "rtsp://127.0.0.2/x\t@127.0.0.1/",
      "rtsp://127.0.0.2/x\n",
      "rtsp://127.0.0.2#@127.0.0.1/",
      "rtsp://127.1/x",
      "rtsp://2130706433/x",
      "rtsp://0x7f.0.0.1/x",
      "rtsp://0177.0.0.1/x",
      "rtsp://127.000.0.1/x",
      "http://%31%32%37.0.0.1/x",
      "http://cam%2eexample.fr/x",
      "rtsp://[fe80::1%25eth0]/x",
      "rtsp://caméra.fr/x",
      "rtsp://cam.example.123/x",
      "rtsp://cam:0/x",
      "rtsp://cam:65536/x",
      "ftp://cam/x",
      "rtsp://cam/%zz",
    ])
      expect(parseCameraUrl(url), url).toBeNull();
  });

  it("rebuilds the URL at another address with the same credentials and path", () => {
    const parts = parseCameraUrl("rtsp://u:p@cam.example.fr/live?ch=1");
    if (!parts) throw new Error("unparsed");
    expect(cameraUrlFor(parts, { host: "127.0.0.1", port: 40000 })).toBe(
      "rtsp://u:p@127.0.0.1:40000/live?ch=1",
    );
    expect(cameraUrlFor(parts, { host: "2001:db8::1", port: 554 })).toBe(
      "rtsp://u:p@[2001:db8::1]:554/live?ch=1",
    );
  });
});
