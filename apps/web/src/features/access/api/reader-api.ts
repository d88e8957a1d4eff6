import type { TAccessCheckResult, ZReaderInfo } from "@hts/domain";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export type ReaderInfo = z.infer<typeof ZReaderInfo>;

// The reader page is not a user session: it authenticates with its access point's key, and a 401 means
// a wrong key, not a signed-out user (no redirect to the login page).
const options = (key: string) => ({ headers: { "X-Reader-Key": key }, skipAuthRedirect: true });

/** GET /api/access/reader: the point the key opens (401 for a wrong or replaced key). */
export const getReaderInfo = (key: string) => api.get<ReaderInfo>("/access/reader", options(key));

/** POST /api/access/check: the server decides and logs; the page only shows the answer. */
export const checkBadge = (key: string, presentation: { token: string } | { nfcUid: string }) =>
  api.post<TAccessCheckResult>("/access/check", presentation, options(key));
