CREATE TABLE "alarm_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"alarm_id" uuid NOT NULL,
	"user_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"type" text DEFAULT 'intrusion' NOT NULL,
	"severity" text DEFAULT 'moyen' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"triggered_by" text,
	"assigned_to" text,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" uuid,
	"resolved_by_name" text,
	"response_seconds" integer,
	CONSTRAINT "alarms_status_check" CHECK ("alarms"."status" in ('active', 'resolved')),
	CONSTRAINT "alarms_severity_check" CHECK ("alarms"."severity" in ('critique', 'important', 'moyen', 'faible')),
	CONSTRAINT "alarms_type_check" CHECK ("alarms"."type" in ('intrusion', 'incendie', 'technique', 'medical', 'sabotage', 'autre'))
);
--> statement-breakpoint
CREATE TABLE "cameras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"type" text DEFAULT 'fixed' NOT NULL,
	"resolution" text DEFAULT '1080p' NOT NULL,
	"ip_address" text,
	"rtsp_url" text,
	"night_vision" boolean DEFAULT false NOT NULL,
	"motion_detection" boolean DEFAULT false NOT NULL,
	"recording" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"last_ping" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cameras_type_check" CHECK ("cameras"."type" in ('fixed', 'ptz')),
	CONSTRAINT "cameras_resolution_check" CHECK ("cameras"."resolution" in ('720p', '1080p', '4K')),
	CONSTRAINT "cameras_status_check" CHECK ("cameras"."status" in ('online', 'offline'))
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"type" text DEFAULT 'commercial' NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_type_check" CHECK ("sites"."type" in ('commercial', 'industriel', 'residentiel', 'public')),
	CONSTRAINT "sites_status_check" CHECK ("sites"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "alarm_comments" ADD CONSTRAINT "alarm_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_comments" ADD CONSTRAINT "alarm_comments_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_comments" ADD CONSTRAINT "alarm_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_comments_alarm_idx" ON "alarm_comments" USING btree ("alarm_id","created_at");--> statement-breakpoint
CREATE INDEX "alarms_company_created_idx" ON "alarms" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarms_company_status_created_idx" ON "alarms" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarms_company_severity_created_idx" ON "alarms" USING btree ("company_id","severity","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarms_site_created_idx" ON "alarms" USING btree ("site_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cameras_company_site_idx" ON "cameras" USING btree ("company_id","site_id");--> statement-breakpoint
CREATE INDEX "cameras_company_status_idx" ON "cameras" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "cameras_site_idx" ON "cameras" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "sites_company_created_idx" ON "sites" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sites_company_status_idx" ON "sites" USING btree ("company_id","status");