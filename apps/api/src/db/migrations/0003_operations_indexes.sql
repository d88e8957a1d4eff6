DROP INDEX "alarms_company_created_idx";--> statement-breakpoint
DROP INDEX "alarms_company_status_created_idx";--> statement-breakpoint
DROP INDEX "alarms_company_severity_created_idx";--> statement-breakpoint
DROP INDEX "alarms_site_created_idx";--> statement-breakpoint
DROP INDEX "sites_company_created_idx";--> statement-breakpoint
CREATE INDEX "alarms_site_status_idx" ON "alarms" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "alarms_company_created_idx" ON "alarms" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "alarms_company_status_created_idx" ON "alarms" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "alarms_company_severity_created_idx" ON "alarms" USING btree ("company_id","severity","created_at","id");--> statement-breakpoint
CREATE INDEX "alarms_site_created_idx" ON "alarms" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sites_company_created_idx" ON "sites" USING btree ("company_id","created_at");