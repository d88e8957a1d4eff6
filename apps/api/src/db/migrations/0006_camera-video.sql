CREATE TABLE "camera_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"camera_id" uuid,
	"site_id" uuid NOT NULL,
	"camera_name" text NOT NULL,
	"image" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"taken_by_id" uuid,
	"taken_by_name" text,
	"alarm_id" uuid,
	"security_report_id" uuid,
	"incident_index" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "rtsp_secret" text;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "camera_snapshots" ADD CONSTRAINT "camera_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_snapshots" ADD CONSTRAINT "camera_snapshots_camera_id_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."cameras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_snapshots" ADD CONSTRAINT "camera_snapshots_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_snapshots" ADD CONSTRAINT "camera_snapshots_taken_by_id_users_id_fk" FOREIGN KEY ("taken_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_snapshots" ADD CONSTRAINT "camera_snapshots_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_snapshots" ADD CONSTRAINT "camera_snapshots_security_report_id_security_reports_id_fk" FOREIGN KEY ("security_report_id") REFERENCES "public"."security_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "camera_snapshots_camera_created_idx" ON "camera_snapshots" USING btree ("camera_id","created_at");--> statement-breakpoint
CREATE INDEX "camera_snapshots_alarm_idx" ON "camera_snapshots" USING btree ("alarm_id");--> statement-breakpoint
CREATE INDEX "camera_snapshots_report_idx" ON "camera_snapshots" USING btree ("security_report_id");--> statement-breakpoint
CREATE INDEX "camera_snapshots_company_created_idx" ON "camera_snapshots" USING btree ("company_id","created_at");