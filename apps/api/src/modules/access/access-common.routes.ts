import { ZError } from "@hts/domain";
import { z } from "zod";

// What every access control route shares: its area (roles.rules.ts), tag and error answers.
export const read = { area: "access", level: "read" } as const;
export const write = { area: "access", level: "write" } as const;
export const params = z.object({ id: z.string() });
export const tags = ["access"];
export const errors = { 401: ZError, 403: ZError, 404: ZError, 422: ZError } as const;
