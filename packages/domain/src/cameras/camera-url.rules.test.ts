import { describe, expect, it } from "vitest";
import {
  hasCameraSecret,
  isMaskedCameraUrl,
  maskCameraUrl,
  publicCameraAddress,
  SECRET_MASK,
  unmaskCameraUrl,
} from "./camera-url.rules.ts";

const STORED = "rtsp://admin:S3cret%21@192.0.2.10:554/Streaming/Channels/101";

describe("camera URL secrets", () => {
  it("masks the password and secret query parameters, keeps the user name", () => {
    expect(maskCameraUrl(STORED)).toBe(`rtsp://admin:${SECRET_MASK}@192.0.2.10:554/Streaming/Channels/101`);
    const cgi = maskCameraUrl("http://192.0.2.7/video.cgi?user=admin&pwd=abc&resolution=720");
    expect(cgi).toBe(
      `http://192.0.2.7/video.cgi?user=admin&pwd=${encodeURIComponent(SECRET_MASK).replaceAll("%2A", "*")}&resolution=720`,
    );
    expect(cgi).not.toContain("abc");
    expect(maskCameraUrl("rtsp://192.0.2.10/live")).toBe("rtsp://192.0.2.10/live");
    expect(hasCameraSecret(STORED)).toBe(true);
    expect(hasCameraSecret("rtsp://admin@192.0.2.10/live")).toBe(false);
  });

  it("puts the stored secret back only for the same address", () => {
    const masked = maskCameraUrl(STORED);
    expect(isMaskedCameraUrl(masked)).toBe(true);
    expect(isMaskedCameraUrl(STORED)).toBe(false);
    expect(unmaskCameraUrl({ incoming: masked.replace("101", "102"), stored: STORED })).toBe(
      STORED.replace("101", "102"),
    );
    expect(
      unmaskCameraUrl({ incoming: masked.replace("192.0.2.10", "198.51.100.1"), stored: STORED }),
    ).toBeNull();
    expect(unmaskCameraUrl({ incoming: masked.replace(":554", ":8554"), stored: STORED })).toBeNull();
    expect(unmaskCameraUrl({ incoming: masked, stored: null })).toBeNull();
    expect(unmaskCameraUrl({ incoming: masked, stored: "rtsp://192.0.2.10:554/x" })).toBeNull();
    const cgi = "http://192.0.2.7/video.cgi?user=admin&pwd=abc";
    expect(unmaskCameraUrl({ incoming: maskCameraUrl(cgi), stored: cgi })).toBe(cgi);
  });

  it("gives an address without credentials or query for messages", () => {
    expect(publicCameraAddress(`${STORED}?token=x`)).toBe("rtsp://192.0.2.10:554/Streaming/Channels/101");
  });
});
