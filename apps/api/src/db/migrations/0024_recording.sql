CREATE TABLE "evidence_clips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"camera_id" uuid,
	"site_id" uuid NOT NULL,
	"camera_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"manifest" text NOT NULL,
	"signature" text NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"security_report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "recording_mode" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "recording_state" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "last_segment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "record_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "recording_retention_days" integer;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "recording_quota_mb" integer;--> statement-breakpoint
ALTER TABLE "evidence_clips" ADD CONSTRAINT "evidence_clips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_clips" ADD CONSTRAINT "evidence_clips_camera_id_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."cameras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_clips" ADD CONSTRAINT "evidence_clips_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_clips" ADD CONSTRAINT "evidence_clips_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_clips" ADD CONSTRAINT "evidence_clips_security_report_id_security_reports_id_fk" FOREIGN KEY ("security_report_id") REFERENCES "public"."security_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_clips_company_created_idx" ON "evidence_clips" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "evidence_clips_camera_idx" ON "evidence_clips" USING btree ("camera_id");--> statement-breakpoint
CREATE INDEX "evidence_clips_report_idx" ON "evidence_clips" USING btree ("security_report_id");--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_recording_mode_check" CHECK ("cameras"."recording_mode" in ('off', 'continuous', 'events'));--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_recording_state_check" CHECK ("cameras"."recording_state" in ('off', 'recording', 'buffering', 'stalled'));
--> statement-breakpoint
-- The spec's REC flag becomes real: a camera that had it records continuously.
UPDATE "cameras" SET "recording_mode" = 'continuous' WHERE "recording";
