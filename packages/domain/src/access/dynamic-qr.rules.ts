// Rotating QR codes (decision 082): the holder's phone shows `HTS2.<badge id>.<version>.<step>.<sig>`,
// a new code every 30 seconds, like a TOTP: `step` is the Unix time divided by 30 and the signature is an
// HMAC of the other parts with a key derived from the company's QR secret, the badge and its version
// (so 'Réémettre' voids the phone's codes too). A reader accepts the current step and the previous one
// (a code shown just before the change, the reader's clock a little behind); anything older is a photo
// or a replay.

export const DYNAMIC_QR_PREFIX = "HTS2";
export const DYNAMIC_QR_STEP_SECONDS = 30;

export type TDynamicQrParts = { badgeRef: string; version: number; step: number; signature: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The step an instant falls in. */
export const qrStepAt = (at: Date | number): number =>
  Math.floor((typeof at === "number" ? at : at.getTime()) / 1000 / DYNAMIC_QR_STEP_SECONDS);

/** When a step's code stops being shown (the start of the next step). */
export const qrStepEndsAt = (step: number): Date => new Date((step + 1) * DYNAMIC_QR_STEP_SECONDS * 1000);

/** What the signature covers. */
export const dynamicQrSigningInput = ({ badgeRef, version, step }: Omit<TDynamicQrParts, "signature">) =>
  `${DYNAMIC_QR_PREFIX}.${badgeRef}.${version}.${step}`;

/** The input of the badge's own key, derived from the company secret. */
export const dynamicQrKeyInput = ({ badgeRef, version }: { badgeRef: string; version: number }) =>
  `${DYNAMIC_QR_PREFIX}-key.${badgeRef}.${version}`;

export const formatDynamicQrToken = (parts: TDynamicQrParts) =>
  `${dynamicQrSigningInput(parts)}.${parts.signature}`;

/** The parts of a rotating code, or null when it is not one (never throws). */
export function parseDynamicQrToken(token: string): TDynamicQrParts | null {
  const parts = token.trim().split(".");
  if (parts.length !== 5 || parts[0] !== DYNAMIC_QR_PREFIX) return null;
  const [, badgeRef = "", versionText = "", stepText = "", signature = ""] = parts;
  if (
    !UUID.test(badgeRef) ||
    !/^[1-9]\d{0,8}$/.test(versionText) ||
    !/^[1-9]\d{0,11}$/.test(stepText) ||
    !/^[A-Za-z0-9_-]{16,100}$/.test(signature)
  )
    return null;
  return { badgeRef, version: Number(versionText), step: Number(stepText), signature };
}

/** True when a code of `step` is still accepted at `at`: the current step or the previous one. */
export function dynamicStepFresh({ step, at }: { step: number; at: Date }): boolean {
  const now = qrStepAt(at);
  return step === now || step === now - 1;
}

/** What anti-passback does with a granted presentation: refuse a second entry, record an entry or an exit. */
export function passbackStep({
  direction,
  inside,
}: {
  direction: "entrée" | "sortie";
  inside: boolean;
}): "refuse" | "enter" | "exit" {
  if (direction === "sortie") return "exit";
  return inside ? "refuse" : "enter";
}
