// Entry of a document worker thread (decision 049). Plain JavaScript so that Node can start it
// whatever the parent runs under (tsx in `npm start` and dev, Vite in tests): it registers tsx's
// loader in this thread, then loads the TypeScript renderers.
import { register } from "tsx/esm/api";

register();
const { renderTask } = await import("./document-tasks.ts");

/** Piscina calls the default export with the task; the Buffer comes back as a Uint8Array. */
export default function render(task) {
  return renderTask(task);
}
