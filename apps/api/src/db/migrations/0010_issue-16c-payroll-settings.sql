CREATE TABLE "payroll_settings_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"effective_from" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	CONSTRAINT "payroll_settings_versions_month_check" CHECK ("payroll_settings_versions"."effective_from" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "payroll_settings_versions" ADD CONSTRAINT "payroll_settings_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings_versions" ADD CONSTRAINT "payroll_settings_versions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_settings_versions_company_month_idx" ON "payroll_settings_versions" USING btree ("company_id","effective_from");