import { type TRegisterNested, ZAdminInput, ZCompanyInput, ZRegisterNested } from "@hts/domain";
import { validation } from "../../lib/errors.ts";
import { toValidationIssues } from "../../lib/zod-issues.ts";
import { assertPasswordAllowed } from "./password-policy.ts";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Registration accepts the two shapes the spec allows: `{ company, admin }` in the body, or the
 * company fields in the body with the administrator in `user_*` query parameters. The administrator's
 * password follows the same policy as every other (issue 28).
 */
export function parseRegisterInput(body: unknown, query: Record<string, unknown>): TRegisterNested {
  if (isObject(body) && isObject(body.company) && isObject(body.admin)) {
    const parsed = ZRegisterNested.safeParse(body);
    if (!parsed.success) throw validation(toValidationIssues(parsed.error.issues, ["body"]));
    assertPasswordAllowed(parsed.data.admin.password, ["body", "admin", "password"]);
    return parsed.data;
  }
  const company = ZCompanyInput.safeParse(isObject(body) ? body : {});
  const admin = ZAdminInput.safeParse({
    name: query.user_name,
    email: query.user_email,
    password: query.user_password,
    phone: query.user_phone,
  });
  const issues = [
    ...(company.success ? [] : toValidationIssues(company.error.issues, ["body"])),
    ...(admin.success
      ? []
      : toValidationIssues(admin.error.issues, []).map((issue) => ({
          ...issue,
          loc: ["query", `user_${String(issue.loc[0])}`, ...issue.loc.slice(1)],
        }))),
  ];
  if (!company.success || !admin.success) throw validation(issues);
  assertPasswordAllowed(admin.data.password, ["query", "user_password"]);
  return { company: company.data, admin: admin.data };
}
