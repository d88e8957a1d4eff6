// The tours feature's public face (issue 23): the site page's 'Rondes' section and the reports screen's
// tour figures.

export { SiteToursSection } from "./components/site-tours-section.tsx";
export { TourFiguresCard } from "./components/tour-figures-card.tsx";
