// The logbook feature's public face (issue 23): the agent app shows entries and photos with these.
export { EntryItem } from "./components/entry-item.tsx";
export { IncidentFiguresCard } from "./components/incident-figures-card.tsx";
export { MediaImage } from "./components/media-image.tsx";
