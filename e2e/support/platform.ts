/** The platform operator the e2e server creates from its environment (PLATFORM_OPERATOR_*, decision 106). */
export const PLATFORM_OPERATOR = {
  email: "exploitant@hts-e2e.fr",
  password: "exploitant-e2e-solide",
  name: "Claire Exploitante",
};
