CREATE TABLE "agent_positions" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text DEFAULT 'ping' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"shift_id" uuid,
	"site_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"client_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"distance_m" integer,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exception_reason" text,
	"review_status" text,
	"reviewed_by_id" uuid,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone,
	"user_id" uuid,
	CONSTRAINT "attendance_events_kind_check" CHECK ("attendance_events"."kind" in ('clock_in', 'clock_out', 'break_start', 'break_end')),
	CONSTRAINT "attendance_events_review_check" CHECK ("attendance_events"."review_status" is null or "attendance_events"."review_status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "lone_worker_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"shift_id" uuid,
	"site_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"grace_minutes" integer DEFAULT 10 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"answer_client_id" uuid,
	"alarm_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lone_worker_checks_status_check" CHECK ("lone_worker_checks"."status" in ('pending', 'ok', 'missed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "post" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "geofence_radius" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_positions" ADD CONSTRAINT "agent_positions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_positions" ADD CONSTRAINT "agent_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lone_worker_checks" ADD CONSTRAINT "lone_worker_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lone_worker_checks" ADD CONSTRAINT "lone_worker_checks_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lone_worker_checks" ADD CONSTRAINT "lone_worker_checks_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lone_worker_checks" ADD CONSTRAINT "lone_worker_checks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lone_worker_checks" ADD CONSTRAINT "lone_worker_checks_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_positions_company_idx" ON "agent_positions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_events_agent_client_unique" ON "attendance_events" USING btree ("agent_id","client_id");--> statement-breakpoint
CREATE INDEX "attendance_events_agent_occurred_idx" ON "attendance_events" USING btree ("agent_id","occurred_at");--> statement-breakpoint
CREATE INDEX "attendance_events_company_occurred_idx" ON "attendance_events" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "attendance_events_shift_idx" ON "attendance_events" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "lone_worker_checks_company_status_due_idx" ON "lone_worker_checks" USING btree ("company_id","status","due_at");--> statement-breakpoint
CREATE INDEX "lone_worker_checks_status_due_idx" ON "lone_worker_checks" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "lone_worker_checks_agent_due_idx" ON "lone_worker_checks" USING btree ("agent_id","due_at");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_geofence_radius_check" CHECK ("sites"."geofence_radius" between 10 and 5000);--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_position_check" CHECK (("sites"."latitude" is null) = ("sites"."longitude" is null));