// The access feature's public face for other features: the QR camera scanner and the Web NFC reader,
// reused by the agent app's tours (issue 23).

export { nfcSupported, startNfc } from "./lib/nfc-reader.ts";
export { createQrDetector } from "./lib/qr-detector.ts";
export { type CameraState, useCameraScanner } from "./lib/use-camera-scanner.ts";
