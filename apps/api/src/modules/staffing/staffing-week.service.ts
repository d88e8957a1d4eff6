import { type TCoverageWeek, weekCoverage, weekDates } from "@hts/domain";
import { and, between, eq } from "drizzle-orm";
import { coveragePosts, shifts } from "../../db/schema.ts";
import type { AuthContext } from "../../lib/auth-context.ts";
import { requireScope } from "../../lib/record-access.ts";
import { loadCoveragePosts } from "./staffing-posts.service.ts";

/** The week holding `date`: what the posts need and what the shifts already cover (issue 24). */
export async function coverageOfWeek({
  auth,
  date,
  siteId,
}: {
  auth: AuthContext;
  date: string;
  siteId?: string;
}): Promise<TCoverageWeek> {
  requireScope(auth, "coverage-post", "read");
  const dates = weekDates(date);
  const posts = await loadCoveragePosts(auth.tenant, siteId ? eq(coveragePosts.siteId, siteId) : undefined);
  const rows =
    posts.length === 0
      ? []
      : await auth.tenant.db
          .select({
            site_id: shifts.siteId,
            shift_date: shifts.shiftDate,
            start_time: shifts.startTime,
            end_time: shifts.endTime,
            status: shifts.status,
            post: shifts.post,
          })
          .from(shifts)
          .where(
            auth.tenant.scope(
              shifts,
              and(
                between(shifts.shiftDate, dates[0] ?? date, dates[6] ?? date),
                siteId ? eq(shifts.siteId, siteId) : undefined,
              ),
            ),
          );
  return weekCoverage({ date, posts, shifts: rows });
}
