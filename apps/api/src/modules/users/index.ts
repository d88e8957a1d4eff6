// The users module's public entry (decision 069): the only file of the module that app.ts, scripts
// and other modules import. Everything else in the folder is its own business.
export { usersRoutes } from "./users.routes.ts";
export { createUser, type Mailing } from "./users.service.ts";
