import fs from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ICONS, ICONS_DIR, renderIcon } from "./make-icons.mjs";

describe("agent app icons", () => {
  it.each(ICONS)("$file is what make-icons.mjs draws (run it after changing the drawing)", (icon) => {
    expect(fs.readFileSync(path.join(ICONS_DIR, icon.file)).equals(renderIcon(icon))).toBe(true);
  });

  it("is a valid RGBA PNG of the announced size, maskable ones opaque to the edge", () => {
    for (const icon of ICONS) {
      const png = renderIcon(icon);
      expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
      expect(png.readUInt32BE(16)).toBe(icon.size);
      expect(png.readUInt32BE(20)).toBe(icon.size);
      const idat = png.indexOf("IDAT");
      const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
      expect(raw.length).toBe((icon.size * 4 + 1) * icon.size);
      const cornerAlpha = raw[1 + 3];
      // A maskable icon is cut to any shape by the launcher: no transparent corner.
      expect(cornerAlpha).toBe(icon.maskable ? 255 : 0);
    }
  });
});
