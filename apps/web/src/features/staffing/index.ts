/**
 * The coverage feature's public face (issue 24): posts to cover per site and the uncovered post-hours
 * of a week. The site page and the planning screens import only these.
 */

export { AgentPlanningProfileSection } from "./components/agent-planning-profile-section.tsx";
export { AutoScheduleDialog } from "./components/auto-schedule-dialog.tsx";
export { ProposalBar } from "./components/proposal-bar.tsx";
export { CoveragePostsDialog } from "./components/staffing-posts-dialog.tsx";
export { CoveragePostsPanel } from "./components/staffing-posts-panel.tsx";
export { UncoveredWeekSummary } from "./components/uncovered-week-summary.tsx";
export { useGridProposal } from "./lib/proposal-store.ts";
