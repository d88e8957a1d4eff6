-- Each site's alarm counters (all, active) kept on write by statement-level triggers with transition
-- tables: one UPDATE per site touched per statement, so a bulk insert of a million alarms costs one
-- aggregate, not a million row updates. An update that changes neither the site nor the status leaves
-- the sites untouched (no write, no lock).
CREATE OR REPLACE FUNCTION hts_site_alarm_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE sites s SET alarms_count = s.alarms_count + d.n, active_alarms_count = s.active_alarms_count + d.a
    FROM (SELECT site_id, count(*)::int AS n, count(*) FILTER (WHERE status = 'active')::int AS a
          FROM hts_new_alarms GROUP BY site_id) d
    WHERE s.id = d.site_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE sites s SET alarms_count = s.alarms_count - d.n, active_alarms_count = s.active_alarms_count - d.a
    FROM (SELECT site_id, count(*)::int AS n, count(*) FILTER (WHERE status = 'active')::int AS a
          FROM hts_old_alarms GROUP BY site_id) d
    WHERE s.id = d.site_id;
  ELSE
    UPDATE sites s SET alarms_count = s.alarms_count + d.n, active_alarms_count = s.active_alarms_count + d.a
    FROM (SELECT site_id, sum(n)::int AS n, sum(a)::int AS a FROM (
            SELECT site_id, 1 AS n, (status = 'active')::int AS a FROM hts_new_alarms
            UNION ALL
            SELECT site_id, -1, -((status = 'active')::int) FROM hts_old_alarms
          ) x GROUP BY site_id) d
    WHERE s.id = d.site_id AND (d.n <> 0 OR d.a <> 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER alarms_site_counts_insert AFTER INSERT ON alarms
  REFERENCING NEW TABLE AS hts_new_alarms
  FOR EACH STATEMENT EXECUTE FUNCTION hts_site_alarm_counts_apply();
--> statement-breakpoint
CREATE TRIGGER alarms_site_counts_update AFTER UPDATE ON alarms
  REFERENCING OLD TABLE AS hts_old_alarms NEW TABLE AS hts_new_alarms
  FOR EACH STATEMENT EXECUTE FUNCTION hts_site_alarm_counts_apply();
--> statement-breakpoint
CREATE TRIGGER alarms_site_counts_delete AFTER DELETE ON alarms
  REFERENCING OLD TABLE AS hts_old_alarms
  FOR EACH STATEMENT EXECUTE FUNCTION hts_site_alarm_counts_apply();
--> statement-breakpoint
-- The alarms already there.
UPDATE sites s SET alarms_count = d.n, active_alarms_count = d.a
FROM (SELECT site_id, count(*)::int AS n, count(*) FILTER (WHERE status = 'active')::int AS a
      FROM alarms GROUP BY site_id) d
WHERE s.id = d.site_id;
