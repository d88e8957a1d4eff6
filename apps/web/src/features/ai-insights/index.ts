/** The AI insights feature's public face (decision 052): the sidebar shows the engine's badge. */
export { EngineBadge } from "./components/engine-badge.tsx";
