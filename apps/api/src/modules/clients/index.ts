// The clients module's public entry (decision 069): clients (donneurs d'ordre), their sites, their
// portal's publication settings, their users and their requests (issue 25, decisions 102, 103, 113).
export { clientRequestsRoutes } from "./client-requests.routes.ts";
export { createPortalRequest, listPortalRequests } from "./client-requests.service.ts";
export { clientsRoutes } from "./clients.routes.ts";
export { clientFor } from "./clients.service.ts";
