// The French texts the public pages show (landing, sign-in, register, forgot/reset password, invitation,
// maintenance, not found, the error page, the toasts), shipped with the entry script. The full catalog
// (index.ts, every screen) is loaded before any authenticated screen renders (i18n.ts, decision 048).
// A new area file belongs in index.ts only; it comes here only if a public page uses its keys, which
// eager-catalog.test.ts checks.

import auth from "./auth.json";
import common from "./common.json";
import errors from "./errors.json";
import forms from "./forms.json";
import landing from "./landing.json";
import notFound from "./not-found.json";
// Whole: the sign-in, forgot/reset password, invitation and maintenance pages use settings.account,
// settings.security and settings.errorTitle, and a module cannot be split between two chunks (named imports
// of its keys were tried: the full catalog imports the whole file, so the whole file came with the entry).
import settings from "./settings.json";
import shell from "./shell.json";

export const frEager = {
  auth,
  common,
  errors,
  forms,
  landing,
  notFound,
  shell,
  settings,
};
