// The clients module's public entry (decision 069): clients (donneurs d'ordre), their sites, their
// portal's publication settings and their users (issue 25, decisions 102 and 103).
export { clientsRoutes } from "./clients.routes.ts";
export { clientFor } from "./clients.service.ts";
