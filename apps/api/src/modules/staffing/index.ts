// The coverage module's public entry (decision 069): posts to cover per site and what a week lacks.
export { coverageRoutes } from "./staffing.routes.ts";
export { loadCoveragePosts } from "./staffing-posts.service.ts";
