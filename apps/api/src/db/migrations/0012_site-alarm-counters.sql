ALTER TABLE "sites" ADD COLUMN "alarms_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "active_alarms_count" integer DEFAULT 0 NOT NULL;