import {
  entryWithinShift,
  hasImageMetadata,
  MSG_STORAGE,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE,
  PHOTO_TARGET_SIDE,
  photoPlan,
  readImageInfo,
  storageSettingsOf,
  stripImageMetadata,
  type TPhotoType,
  type TPhotoUpload,
} from "@hts/domain";
import { desc, eq, gte, lte, ne } from "drizzle-orm";
import { agents, shifts } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { documentPool } from "../../lib/documents/document-pool.ts";
import { AppError, forbidden, notFound, validation } from "../../lib/errors.ts";
import { requireScope } from "../../lib/record-access.ts";
import type { BlobStore } from "./blob-store.ts";
import { storeMedia } from "./media.service.ts";
// Registers the photo normaliser with the document workers (decision 116).
import "./storage.documents.ts";

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MINUTE = 60_000;
const loc = ["body", "content_base64"];
/** A phone's clock may run this far ahead of the server's. */
const FUTURE_TOLERANCE_MS = 5 * MINUTE;

function refuse(msg: Parameters<typeof validation>[0][number]["msg"], type: string): never {
  throw validation([{ loc, msg, type }]);
}

/**
 * The image checked by its content and its size limits, then kept, stripped of its metadata, or decoded
 * in a worker, turned upright, brought within 2048 px and re-encoded without metadata (decision 116).
 */
export async function preparePhoto(input: string, keepMetadata: boolean) {
  const text = input.replace(/\s+/g, "");
  if (!BASE64.test(text) || text.length % 4 === 1) refuse(MSG_STORAGE.photoEncoding, "photo_encoding");
  const raw = Buffer.from(text, "base64");
  if (raw.length > PHOTO_MAX_BYTES)
    refuse(
      { text: MSG_STORAGE.photoTooBig, params: { max: PHOTO_MAX_BYTES / (1024 * 1024) } },
      "photo_too_big",
    );
  const info = readImageInfo(raw);
  if (!info) {
    if (raw[0] === 0xff || raw[0] === 0x89 || raw.subarray(0, 4).toString("latin1") === "RIFF")
      refuse(MSG_STORAGE.photoUnreadable, "photo_unreadable");
    refuse(MSG_STORAGE.photoType, "photo_type");
  }
  const plan = photoPlan({ info, hasMetadata: hasImageMetadata(raw), keepMetadata });
  if (plan.action === "refuse")
    refuse(
      plan.reason === "side"
        ? { text: MSG_STORAGE.photoTooLarge, params: { max: plan.max } }
        : { text: MSG_STORAGE.photoTooManyPixels, params: { max: plan.max } },
      "photo_too_large",
    );
  if (plan.action === "normalise") {
    const normalised = await normalise(raw, info.type);
    if (normalised) return normalised;
    // Pixels jpeg-js cannot read (arithmetic coding, 12 bits, a damaged scan): a photo the server may
    // keep as sent is stripped without decoding, as before decision 116; a larger one is refused.
    if (Math.max(info.width, info.height) > PHOTO_MAX_SIDE)
      refuse(MSG_STORAGE.photoUnreadable, "photo_unreadable");
  }
  if (plan.action === "keep") return { bytes: raw, info };
  const bytes = stripImageMetadata(raw);
  if (!bytes) refuse(MSG_STORAGE.photoUnreadable, "photo_unreadable");
  return { bytes, info };
}

/** Decoded, upright, within 2048 px and re-encoded in a worker; null when its pixels do not decode. */
async function normalise(raw: Buffer, type: TPhotoType) {
  let bytes: Buffer;
  try {
    bytes = await documentPool.render({
      kind: "photo-normalise",
      doc: { data: raw, mime: type === "image/png" ? "image/png" : "image/jpeg", maxSide: PHOTO_TARGET_SIDE },
    });
  } catch (error) {
    // A full pool (503) or a task too large is the server's state, not the photo's.
    if (error instanceof AppError) throw error;
    return null;
  }
  const info = readImageInfo(bytes);
  return info ? { bytes, info } : null;
}

/**
 * A photo from the agent's phone (issue 23): on one of his own shifts, taken during it (device time,
 * a photo queued offline arrives later), checked and cleaned before anything is stored.
 */
export async function takePhoto({
  auth,
  blobs,
  input,
}: {
  auth: AuthContext;
  blobs: BlobStore;
  input: TPhotoUpload;
}): Promise<{ id: string }> {
  requireScope(auth, "media", "create");
  const { db, scope } = auth.tenant;
  const [agent] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(scope(agents, eq(agents.userId, auth.user.id)))
    .limit(1);
  if (!agent) throw forbidden(MSG_STORAGE.notAnAgent);
  const now = new Date();
  const at = input.taken_at ? new Date(input.taken_at) : now;
  if (at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) refuse(MSG_STORAGE.noCurrentShift, "future");
  const [shift] = await db
    .select()
    .from(shifts)
    .where(
      scope(
        shifts,
        eq(shifts.agentId, agent.id),
        ne(shifts.status, "cancelled"),
        input.shift_id ? eq(shifts.id, input.shift_id) : undefined,
        // The current shift: started (or about to, 30 min early) and not ended more than 30 min ago.
        input.shift_id ? undefined : lte(shifts.startsAt, new Date(at.getTime() + 30 * MINUTE)),
        input.shift_id ? undefined : gte(shifts.endsAt, new Date(at.getTime() - 30 * MINUTE)),
      ),
    )
    .orderBy(desc(shifts.startsAt))
    .limit(1);
  if (!shift) {
    if (input.shift_id) throw notFound(MSG_STORAGE.noCurrentShift);
    throw validation([{ loc: ["body"], msg: MSG_STORAGE.noCurrentShift, type: "no_shift" }]);
  }
  const early = new Date(shift.startsAt.getTime() - 30 * MINUTE);
  if (!entryWithinShift({ startsAt: early, endsAt: shift.endsAt, at }))
    throw validation([{ loc: ["body", "taken_at"], msg: MSG_STORAGE.noCurrentShift, type: "no_shift" }]);
  const keep = storageSettingsOf(auth.company.settings).keep_photo_metadata;
  const { bytes, info } = await preparePhoto(input.content_base64, keep);
  const row = await storeMedia({
    auth,
    blobs,
    bytes,
    mime: info.type,
    width: info.width,
    height: info.height,
    siteId: shift.siteId,
    shiftId: shift.id,
  });
  return { id: row.id };
}
