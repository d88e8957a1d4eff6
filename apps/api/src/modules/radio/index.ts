// The radio module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.
export { radioRoutes } from "./radio.routes.ts";
export { radioGatewayRoutes } from "./radio-gateway.routes.ts";
export { hashRadioKey } from "./radio-keys.ts";
export { ingestTelemetry } from "./radios.service.ts";
