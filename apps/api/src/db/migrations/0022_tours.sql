CREATE TABLE "tour_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"alarm_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_alerts_kind_check" CHECK ("tour_alerts"."kind" in ('late', 'missed', 'checkpoint'))
);
--> statement-breakpoint
CREATE TABLE "tour_checkpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"nfc_serial" text,
	"latitude" double precision,
	"longitude" double precision,
	"radius_m" integer DEFAULT 30 NOT NULL,
	"task_kind" text DEFAULT 'none' NOT NULL,
	"task_question" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_checkpoints_kind_check" CHECK ("tour_checkpoints"."kind" in ('nfc', 'qr', 'gps')),
	CONSTRAINT "tour_checkpoints_task_check" CHECK ("tour_checkpoints"."task_kind" in ('none', 'yes_no', 'number', 'photo'))
);
--> statement-breakpoint
CREATE TABLE "tour_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"qr_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_keys_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "tour_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"shift_id" uuid,
	"tour_name" text NOT NULL,
	"stops" jsonb NOT NULL,
	"ordered" boolean NOT NULL,
	"expected_minutes" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"user_id" uuid,
	CONSTRAINT "tour_runs_status_check" CHECK ("tour_runs"."status" in ('in_progress', 'completed', 'incomplete'))
);
--> statement-breakpoint
CREATE TABLE "tour_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"checkpoint_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"method" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"answer" text,
	"photo_id" uuid,
	"manual_reason" text,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alarm_id" uuid,
	CONSTRAINT "tour_scans_method_check" CHECK ("tour_scans"."method" in ('nfc', 'qr', 'gps', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"post" text,
	"ordered" boolean DEFAULT true NOT NULL,
	"expected_minutes" integer NOT NULL,
	"severity" text DEFAULT 'important' NOT NULL,
	"schedule" jsonb DEFAULT '{"mode":"none"}'::jsonb NOT NULL,
	"stops" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_severity_check" CHECK ("tours"."severity" in ('critique', 'important', 'moyen', 'faible'))
);
--> statement-breakpoint
ALTER TABLE "tour_alerts" ADD CONSTRAINT "tour_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_alerts" ADD CONSTRAINT "tour_alerts_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_alerts" ADD CONSTRAINT "tour_alerts_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_checkpoints" ADD CONSTRAINT "tour_checkpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_checkpoints" ADD CONSTRAINT "tour_checkpoints_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_keys" ADD CONSTRAINT "tour_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_runs" ADD CONSTRAINT "tour_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_runs" ADD CONSTRAINT "tour_runs_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_runs" ADD CONSTRAINT "tour_runs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_runs" ADD CONSTRAINT "tour_runs_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_runs" ADD CONSTRAINT "tour_runs_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_runs" ADD CONSTRAINT "tour_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_scans" ADD CONSTRAINT "tour_scans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_scans" ADD CONSTRAINT "tour_scans_run_id_tour_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."tour_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_scans" ADD CONSTRAINT "tour_scans_checkpoint_id_tour_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."tour_checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_scans" ADD CONSTRAINT "tour_scans_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_scans" ADD CONSTRAINT "tour_scans_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_alerts_kind_key_unique" ON "tour_alerts" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "tour_alerts_company_created_idx" ON "tour_alerts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "tour_checkpoints_company_site_idx" ON "tour_checkpoints" USING btree ("company_id","site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_checkpoints_company_serial_unique" ON "tour_checkpoints" USING btree ("company_id","nfc_serial") WHERE nfc_serial is not null;--> statement-breakpoint
CREATE INDEX "tour_runs_company_started_idx" ON "tour_runs" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE INDEX "tour_runs_status_idx" ON "tour_runs" USING btree ("status","started_at");--> statement-breakpoint
CREATE INDEX "tour_runs_agent_started_idx" ON "tour_runs" USING btree ("agent_id","started_at");--> statement-breakpoint
CREATE INDEX "tour_runs_tour_started_idx" ON "tour_runs" USING btree ("tour_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_scans_agent_client_unique" ON "tour_scans" USING btree ("agent_id","client_id");--> statement-breakpoint
CREATE INDEX "tour_scans_run_idx" ON "tour_scans" USING btree ("run_id","occurred_at");--> statement-breakpoint
CREATE INDEX "tour_scans_company_occurred_idx" ON "tour_scans" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "tours_company_site_idx" ON "tours" USING btree ("company_id","site_id");