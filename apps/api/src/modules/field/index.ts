// The field module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.

export { fieldRoutes } from "./field.routes.ts";
export { flushFieldSignals, signalFieldChange } from "./field-signal.ts";
export { keepLastPosition } from "./last-position.ts";
