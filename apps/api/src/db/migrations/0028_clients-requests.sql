CREATE TABLE "client_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"created_by" uuid,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"wanted_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_requests_status_check" CHECK ("client_requests"."status" in ('open', 'in_progress', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "client_summary_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"last_period" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_summary_subscriptions_frequency_check" CHECK ("client_summary_subscriptions"."frequency" in ('weekly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD COLUMN "portal_approval" text;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD COLUMN "portal_approval_by" uuid;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD COLUMN "portal_approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_summary_subscriptions" ADD CONSTRAINT "client_summary_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_summary_subscriptions" ADD CONSTRAINT "client_summary_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_requests_company_status_idx" ON "client_requests" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "client_requests_client_idx" ON "client_requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_summary_subscriptions_user_unique" ON "client_summary_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_portal_approval_by_users_id_fk" FOREIGN KEY ("portal_approval_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_portal_approval_check" CHECK ("logbook_entries"."portal_approval" in ('approved', 'rejected'));