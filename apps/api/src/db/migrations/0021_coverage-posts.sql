CREATE TABLE "coverage_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"required" jsonb NOT NULL,
	"date_counts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"missing_cost" integer DEFAULT 1000 NOT NULL,
	"extra_cost" integer DEFAULT 50 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coverage_posts_costs_check" CHECK ("coverage_posts"."missing_cost" >= 0 and "coverage_posts"."extra_cost" >= 0),
	CONSTRAINT "coverage_posts_validity_check" CHECK ("coverage_posts"."valid_from" is null or "coverage_posts"."valid_to" is null or "coverage_posts"."valid_to" >= "coverage_posts"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "coverage_posts" ADD CONSTRAINT "coverage_posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_posts" ADD CONSTRAINT "coverage_posts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coverage_posts_site_name_unique" ON "coverage_posts" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "coverage_posts_company_site_idx" ON "coverage_posts" USING btree ("company_id","site_id");