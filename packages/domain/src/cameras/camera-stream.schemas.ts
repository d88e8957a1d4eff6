import { z } from "zod";

/** Texts the camera gateway and its rules write for people (decision 014). */
export const MSG_CAMERAS = {
  addressLoopback:
    "Adresse refusée : une caméra ne peut pas pointer vers le serveur lui-même (boucle locale)",
  addressLinkLocal:
    "Adresse refusée : les adresses lien-local (169.254.0.0/16, fe80::/10) ne sont pas acceptées",
  addressMetadata: "Adresse refusée : service de métadonnées du fournisseur cloud",
  addressUnspecified: "Adresse refusée : adresse non spécifiée (0.0.0.0 ou ::)",
  addressMulticast: "Adresse refusée : adresse de diffusion (multicast ou broadcast)",
  hostRefused:
    "Adresse refusée : ce nom d'hôte désigne une adresse non autorisée (boucle locale, lien-local ou métadonnées cloud)",
  urlAmbiguous:
    "URL refusée : elle contient des caractères ou une forme d'adresse lisibles de deux façons (barre oblique inverse, @ en trop, espace, hôte encodé, IPv4 abrégée ou hexadécimale). Écrivez-la ainsi : rtsp://utilisateur:motdepasse@192.168.1.64:554/chemin",
  maskedSecretLost:
    "Saisissez à nouveau le mot de passe de la caméra : l'adresse a changé ou le secret enregistré est absent",
  streamLinkInvalid: "Lien de flux vidéo expiré ou invalide : rouvrez la vue",
  noStreamUrl: "Aucune URL de flux n'est configurée pour cette caméra",
  engineMissing: "Vidéo indisponible : ffmpeg n'est pas installé sur le serveur",
  snapshotFailed: "Capture impossible : le flux de la caméra est indisponible",
  snapshotTargetRequired: "Choisissez une alarme ou un incident de rapport",
  snapshotReportLocked: "Ce rapport est finalisé : il ne peut plus recevoir de capture",
  snapshotIncidentMissing: "Cet incident n'existe pas dans le rapport",
  ptzUnavailable: "Commande PTZ indisponible : la caméra ne répond pas en ONVIF",
} as const;

/**
 * Why a live stream is not playing, sent to the viewer as a code (the web app words it in the user's
 * language). `retrying` states carry the delay before the next attempt.
 */
export const STREAM_FAILURES = [
  "no-url",
  "no-engine",
  "address-refused",
  "unreachable",
  "timeout",
  "unauthorized",
  "not-found",
  "unsupported",
  "ended",
  "key-mismatch",
  /** Something answered, but not a video source (a web page, a database...). */
  "not-video",
] as const;
export const ZStreamFailure = z.enum(STREAM_FAILURES);
export type TStreamFailure = z.infer<typeof ZStreamFailure>;

/** Text messages of the live WebSocket; binary messages are the fMP4 init segment, then fragments. */
export const ZStreamMessage = z.discriminatedUnion("type", [
  /** The MSE type of what follows, e.g. `video/mp4; codecs="avc1.64001f"`. Sent before the init segment. */
  z.object({ type: z.literal("codec"), mime: z.string(), transcoded: z.boolean() }),
  z.object({
    type: z.literal("state"),
    state: z.enum(["connecting", "live", "retrying", "unavailable"]),
    reason: ZStreamFailure.optional(),
    retryInMs: z.number().int().optional(),
  }),
]);
export type TStreamMessage = z.infer<typeof ZStreamMessage>;

/** A short-lived link to one camera's live stream, bound to the caller's session. */
export const ZStreamTicket = z.object({
  /** Path of the WebSocket, with its signed token; open it within `expiresAt`. */
  url: z.string(),
  expiresAt: z.string(),
});
export type TStreamTicket = z.infer<typeof ZStreamTicket>;

export const ZCameraSnapshot = z.object({
  id: z.string(),
  cameraId: z.string(),
  cameraName: z.string(),
  siteId: z.string(),
  takenAt: z.string(),
  takenByName: z.string().nullable(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alarmId: z.string().nullable(),
  securityReportId: z.string().nullable(),
  incidentIndex: z.number().int().nullable(),
  /** GET it with the session to receive the JPEG. */
  imageUrl: z.string(),
});
export type TCameraSnapshot = z.infer<typeof ZCameraSnapshot>;

/** Attach a snapshot to an alarm, or to one incident (0-based) of a security report. */
export const ZSnapshotAttach = z
  .object({
    alarmId: z.uuid().optional(),
    securityReportId: z.uuid().optional(),
    incidentIndex: z.number().int().min(0).max(999).optional(),
  })
  .strict();
export type TSnapshotAttach = z.infer<typeof ZSnapshotAttach>;

/** PTZ: where the camera can turn, for the buttons the web app shows. */
export const ZPtzCapabilities = z.object({ available: z.boolean() });
export const ZPtzMove = z
  .object({
    pan: z.number().min(-1).max(1).default(0),
    tilt: z.number().min(-1).max(1).default(0),
    zoom: z.number().min(-1).max(1).default(0),
  })
  .strict();
export type TPtzMove = z.infer<typeof ZPtzMove>;
