// The clients feature's public face (issue 25): the Sites & Clients screen shows its panel.
export { ClientsPanel } from "./components/clients-panel.tsx";
