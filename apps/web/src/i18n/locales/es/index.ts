import access from "./access.json";
import agentApp from "./agent-app.json";
import aiInsights from "./ai-insights.json";
import alarms from "./alarms.json";
import attendance from "./attendance.json";
import auth from "./auth.json";
import cameras from "./cameras.json";
import clients from "./clients.json";
import common from "./common.json";
import coverage from "./coverage.json";
import dashboard from "./dashboard.json";
import errors from "./errors.json";
import field from "./field.json";
import forms from "./forms.json";
import landing from "./landing.json";
import logbook from "./logbook.json";
import modules from "./modules.json";
import nav from "./nav.json";
import notFound from "./not-found.json";
import payroll from "./payroll.json";
import planning from "./planning.json";
import planningAdvanced from "./planning-advanced.json";
import planningPro from "./planning-pro.json";
import platform from "./platform.json";
import portal from "./portal.json";
import postOrders from "./post-orders.json";
import radio from "./radio.json";
import reports from "./reports.json";
import securityReports from "./security-reports.json";
import settings from "./settings.json";
import severity from "./severity.json";
import shell from "./shell.json";
import sites from "./sites.json";
import tours from "./tours.json";

export const es = {
  coverage,
  logbook,
  attendance,
  agentApp,
  field,
  access,
  aiInsights,
  radio,
  clients,
  common,
  nav,
  auth,
  landing,
  shell,
  modules,
  payroll,
  notFound,
  errors,
  forms,
  severity,
  sites,
  cameras,
  alarms,
  dashboard,
  planning,
  planningAdvanced,
  planningPro,
  platform,
  portal,
  postOrders,
  securityReports,
  reports,
  settings,
  tours,
};
