import { z } from "zod";
import { zEmail } from "../common/common.schemas.ts";
import { ZSubscription } from "../companies/companies.schemas.ts";
import { ZDemoRequest } from "../demo-requests/demo-requests.schemas.ts";

// The platform operator's console (issue 29, decision 106): the people who run the platform see the
// companies from outside (plan, size, last activity), never their business records.

export const ZPlatformLoginBody = z.object({
  email: zEmail,
  password: z.string().min(1).max(200),
});
export type TPlatformLoginBody = z.infer<typeof ZPlatformLoginBody>;

export const ZPlatformOperator = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type TPlatformOperator = z.infer<typeof ZPlatformOperator>;

export const ZPlatformSession = z.object({ token: z.string(), operator: ZPlatformOperator });
export type TPlatformSession = z.infer<typeof ZPlatformSession>;

/** One company as the operator sees it: counts and dates only. */
export const ZPlatformCompany = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subscription: ZSubscription,
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  users: z.number().int(),
  activeUsers: z.number().int(),
  sites: z.number().int(),
  agents: z.number().int(),
  /** The latest sign-in of any of its members, or null when none has signed in yet. */
  lastActivityAt: z.string().nullable(),
});
export type TPlatformCompany = z.infer<typeof ZPlatformCompany>;

export const ZPlatformCompanies = z.object({ items: z.array(ZPlatformCompany) });

export const ZPlatformPlanChange = z.object({ subscription: ZSubscription });
export const ZPlatformSuspension = z.object({ suspended: z.boolean() });
export const ZPlatformCompanyParams = z.object({ id: z.uuid() });

export const ZPlatformDemoRequest = ZDemoRequest.extend({ handledAt: z.string().nullable() });
export type TPlatformDemoRequest = z.infer<typeof ZPlatformDemoRequest>;
export const ZPlatformDemoRequests = z.object({ items: z.array(ZPlatformDemoRequest) });
export const ZPlatformDemoHandled = z.object({ handled: z.boolean() });
