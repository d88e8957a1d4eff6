// The demo module's public entry (decision 069): the demo company's seeding, run by server.ts and the
// seed script, and its simulated cameras.
export {
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  demoBanner,
  isDatabaseEmpty,
  seedDemoCompany,
} from "./demo-company.ts";
export { DemoRadioTelemetry } from "./demo-radio-telemetry.ts";
export { attachDemoCameras } from "./demo-simulated-cameras.ts";
