CREATE TABLE "agent_unavailability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"kind" text DEFAULT 'leave' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_unavailability_kind_check" CHECK ("agent_unavailability"."kind" in ('leave', 'unavailable')),
	CONSTRAINT "agent_unavailability_dates_check" CHECK ("agent_unavailability"."end_date" >= "agent_unavailability"."start_date")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"badge" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"speciality" text DEFAULT 'Surveillance' NOT NULL,
	"level" text DEFAULT 'junior' NOT NULL,
	"hire_date" date NOT NULL,
	"assigned_site_id" uuid,
	"status" text DEFAULT 'Actif' NOT NULL,
	"photo" text,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"professional_card_number" text,
	"professional_card_expiry" date,
	"calendar_token_hash" text,
	"calendar_token_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_status_check" CHECK ("agents"."status" in ('Actif', 'Repos', 'En congé', 'Indisponible')),
	CONSTRAINT "agents_level_check" CHECK ("agents"."level" in ('junior', 'senior', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "shift_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"color" text DEFAULT '#3B82F6' NOT NULL,
	"paid_break_minutes" integer DEFAULT 30 NOT NULL,
	"unpaid_break_minutes" integer DEFAULT 0 NOT NULL,
	"shift_type" text DEFAULT 'regular' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"shift_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"break_minutes" integer DEFAULT 30 NOT NULL,
	"shift_type" text DEFAULT 'regular' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_times_check" CHECK ("shifts"."ends_at" > "shifts"."starts_at"),
	CONSTRAINT "shifts_status_check" CHECK ("shifts"."status" in ('scheduled', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "shifts_break_check" CHECK ("shifts"."break_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_unavailability" ADD CONSTRAINT "agent_unavailability_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_unavailability" ADD CONSTRAINT "agent_unavailability_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_assigned_site_id_sites_id_fk" FOREIGN KEY ("assigned_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_templates" ADD CONSTRAINT "shift_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_unavailability_company_idx" ON "agent_unavailability" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "agent_unavailability_agent_idx" ON "agent_unavailability" USING btree ("agent_id","start_date");--> statement-breakpoint
CREATE INDEX "agents_company_name_idx" ON "agents" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "agents_company_status_idx" ON "agents" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_company_badge_unique" ON "agents" USING btree ("company_id","badge");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_user_unique" ON "agents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_calendar_token_unique" ON "agents" USING btree ("calendar_token_hash");--> statement-breakpoint
CREATE INDEX "agents_assigned_site_idx" ON "agents" USING btree ("assigned_site_id");--> statement-breakpoint
CREATE INDEX "shift_templates_company_name_idx" ON "shift_templates" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "shifts_company_start_idx" ON "shifts" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "shifts_agent_start_idx" ON "shifts" USING btree ("agent_id","starts_at");--> statement-breakpoint
CREATE INDEX "shifts_site_idx" ON "shifts" USING btree ("site_id");