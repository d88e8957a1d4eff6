CREATE TABLE "access_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"access_point_id" uuid,
	"badge_ref" uuid,
	"person_name" text NOT NULL,
	"badge_id" text NOT NULL,
	"department" text,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"reason_code" text NOT NULL,
	"site_id" uuid,
	"site_name" text NOT NULL,
	"location" text NOT NULL,
	"access_type" text NOT NULL,
	"method" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_logs_status_check" CHECK ("access_logs"."status" in ('Autorisé', 'Refusé')),
	CONSTRAINT "access_logs_method_check" CHECK ("access_logs"."method" in ('qrcode', 'nfc'))
);
--> statement-breakpoint
CREATE TABLE "access_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"direction" text DEFAULT 'entrée' NOT NULL,
	"status" text DEFAULT 'Actif' NOT NULL,
	"rule" jsonb NOT NULL,
	"reader_key_hash" text NOT NULL,
	"key_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone,
	"last_alarm_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_points_status_check" CHECK ("access_points"."status" in ('Actif', 'Maintenance')),
	CONSTRAINT "access_points_direction_check" CHECK ("access_points"."direction" in ('entrée', 'sortie'))
);
--> statement-breakpoint
CREATE TABLE "access_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"qr_secret" text NOT NULL,
	"refusal_alarm_count" integer DEFAULT 3 NOT NULL,
	"refusal_alarm_minutes" integer DEFAULT 5 NOT NULL,
	"log_retention_days" integer DEFAULT 90 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_settings_company_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"badge_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_kind" text DEFAULT 'employee' NOT NULL,
	"agent_id" uuid,
	"user_id" uuid,
	"department" text,
	"badge_type" text DEFAULT 'qrcode' NOT NULL,
	"expiry_date" date,
	"status" text DEFAULT 'Actif' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"nfc_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badges_type_check" CHECK ("badges"."badge_type" in ('qrcode', 'nfc')),
	CONSTRAINT "badges_status_check" CHECK ("badges"."status" in ('Actif', 'Désactivé')),
	CONSTRAINT "badges_holder_kind_check" CHECK ("badges"."holder_kind" in ('employee', 'visitor', 'agent', 'user'))
);
--> statement-breakpoint
ALTER TABLE "alarms" DROP CONSTRAINT "alarms_type_check";--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_access_point_id_access_points_id_fk" FOREIGN KEY ("access_point_id") REFERENCES "public"."access_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_badge_ref_badges_id_fk" FOREIGN KEY ("badge_ref") REFERENCES "public"."badges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_points" ADD CONSTRAINT "access_points_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_points" ADD CONSTRAINT "access_points_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_settings" ADD CONSTRAINT "access_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_logs_company_at_idx" ON "access_logs" USING btree ("company_id","at","id");--> statement-breakpoint
CREATE INDEX "access_logs_company_status_at_idx" ON "access_logs" USING btree ("company_id","status","at","id");--> statement-breakpoint
CREATE INDEX "access_logs_point_at_idx" ON "access_logs" USING btree ("access_point_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "access_points_reader_key_unique" ON "access_points" USING btree ("reader_key_hash");--> statement-breakpoint
CREATE INDEX "access_points_company_name_idx" ON "access_points" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "access_points_site_idx" ON "access_points" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_company_badge_unique" ON "badges" USING btree ("company_id","badge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_company_nfc_unique" ON "badges" USING btree ("company_id","nfc_uid");--> statement-breakpoint
CREATE INDEX "badges_company_holder_idx" ON "badges" USING btree ("company_id","holder_name");--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_type_check" CHECK ("alarms"."type" in ('intrusion', 'incendie', 'technique', 'medical', 'sabotage', 'acces', 'autre'));