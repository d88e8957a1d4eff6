// The logbook feature's public face (issue 23): the agent app shows entries and photos with these, the
// reports screen the incident figures, a site's page its latest entries.
export { EntryItem } from "./components/entry-item.tsx";
export { IncidentFiguresCard } from "./components/incident-figures-card.tsx";
export { MediaImage } from "./components/media-image.tsx";
export { SiteLogbookSection } from "./components/site-logbook-section.tsx";
