// The cameras module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.
export { cameraLiveRoutes } from "./camera-live.routes.ts";
export { CameraMonitor } from "./camera-monitor.ts";
export { cameraPtzRoutes } from "./camera-ptz.routes.ts";
export { PtzControl } from "./camera-ptz.ts";
export { cameraSnapshotsRoutes } from "./camera-snapshots.routes.ts";
export { isSimulatedStream, prepareCameras } from "./camera-startup.ts";
export { openCameraUrl } from "./camera-url-secret.ts";
export { statusLabel } from "./cameras.mapper.ts";
export { camerasRoutes } from "./cameras.routes.ts";
export { readCamera } from "./cameras.service.ts";
export { evidenceRoutes } from "./evidence/evidence.routes.ts";
export { cameraRecordingRoutes } from "./recording/camera-recording.routes.ts";
export { RecordingSpace } from "./recording/recording-space.ts";
export { recordingStorageRoutes } from "./recording/recording-storage.routes.ts";
export { RecordingSupervisor } from "./recording/recording-supervisor.ts";
export { startCameraSimulator } from "./simulator/camera-simulator.ts";
export { streamProbe } from "./stream-probe.ts";
export type { CameraVideo } from "./video/camera-video.ts";
export { createCameraVideo } from "./video/camera-video.ts";
