CREATE TABLE "report_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"period" text NOT NULL,
	"period_label" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"site_id" uuid,
	"site_name" text NOT NULL,
	"include_graphs" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"size_bytes" integer,
	"filename" text NOT NULL,
	"file" "bytea",
	"error" text,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_jobs_status_check" CHECK ("report_jobs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "report_jobs_format_check" CHECK ("report_jobs"."format" in ('pdf', 'excel')),
	CONSTRAINT "report_jobs_type_check" CHECK ("report_jobs"."type" in ('security', 'incidents', 'attendance', 'access', 'cameras', 'alarms')),
	CONSTRAINT "report_jobs_progress_check" CHECK ("report_jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "security_report_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"format" text NOT NULL,
	"filename" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_by_id" uuid,
	"exported_by_name" text NOT NULL,
	CONSTRAINT "security_report_exports_format_check" CHECK ("security_report_exports"."format" in ('pdf', 'docx', 'xlsx'))
);
--> statement-breakpoint
CREATE TABLE "security_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"geolocation" text,
	"incidents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interventions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repairs" text,
	"improvements" text,
	"observations" text,
	"comments" text,
	"responsible_name" text NOT NULL,
	"responsible_signature" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by_id" uuid,
	"generated_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finalized_at" timestamp with time zone,
	"finalized_by_id" uuid,
	"finalized_by_name" text,
	"content_hash" text,
	CONSTRAINT "security_reports_status_check" CHECK ("security_reports"."status" in ('draft', 'finalized', 'exported')),
	CONSTRAINT "security_reports_period_check" CHECK ("security_reports"."period_end" >= "security_reports"."period_start"),
	CONSTRAINT "security_reports_finalized_check" CHECK ("security_reports"."status" = 'draft' or ("security_reports"."finalized_at" is not null and "security_reports"."content_hash" is not null))
);
--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_report_exports" ADD CONSTRAINT "security_report_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_report_exports" ADD CONSTRAINT "security_report_exports_report_id_security_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."security_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_report_exports" ADD CONSTRAINT "security_report_exports_exported_by_id_users_id_fk" FOREIGN KEY ("exported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_reports" ADD CONSTRAINT "security_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_reports" ADD CONSTRAINT "security_reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_reports" ADD CONSTRAINT "security_reports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_reports" ADD CONSTRAINT "security_reports_finalized_by_id_users_id_fk" FOREIGN KEY ("finalized_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_jobs_company_created_idx" ON "report_jobs" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "report_jobs_status_created_idx" ON "report_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "security_report_exports_report_format_unique" ON "security_report_exports" USING btree ("report_id","format");--> statement-breakpoint
CREATE INDEX "security_report_exports_company_idx" ON "security_report_exports" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "security_reports_company_created_idx" ON "security_reports" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "security_reports_company_period_idx" ON "security_reports" USING btree ("company_id","period_start");--> statement-breakpoint
CREATE INDEX "security_reports_site_idx" ON "security_reports" USING btree ("site_id");