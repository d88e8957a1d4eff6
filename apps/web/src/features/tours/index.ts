// The tours feature's public face (issue 23): the site page's 'Rondes' section.

export { SiteToursSection } from "./components/site-tours-section.tsx";
