// The platform feature's public face: the operator's console page (issue 29, decision 106).
export { PlatformPage } from "./pages/platform-page.tsx";
