import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

// QR decoding in the browser (decision 032): the native BarcodeDetector where the browser has one with
// QR support (Chrome on Android and macOS, Safari), else the `barcode-detector` ponyfill, which is the
// same API over ZXing-C++ compiled to WebAssembly. The WebAssembly file is served by our own server
// (never a CDN), so a gate tablet on a closed network still scans.

export type QrDetector = { detect: (source: ImageBitmapSource) => Promise<{ rawValue: string }[]> };

type NativeDetector = {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
};

export async function createQrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (native) {
    const formats = await native.getSupportedFormats().catch(() => [] as string[]);
    if (formats.includes("qr_code")) return new native({ formats: ["qr_code"] });
  }
  const { BarcodeDetector, prepareZXingModule } = await import("barcode-detector/ponyfill");
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: ["qr_code"] });
}
