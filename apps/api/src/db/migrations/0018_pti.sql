CREATE TABLE "agent_sos_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"alarm_id" uuid
);
--> statement-breakpoint
CREATE TABLE "lone_worker_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"post" text DEFAULT '' NOT NULL,
	"interval_min" integer DEFAULT 60 NOT NULL,
	"grace_min" integer DEFAULT 10 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lone_worker_policies_interval_check" CHECK ("lone_worker_policies"."interval_min" between 5 and 480),
	CONSTRAINT "lone_worker_policies_grace_check" CHECK ("lone_worker_policies"."grace_min" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "post_order_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"user_id" uuid,
	"client_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_order_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_order_attachments_type_check" CHECK ("post_order_attachments"."content_type" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "post_order_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"post_order_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" uuid,
	"published_by_name" text
);
--> statement-breakpoint
CREATE TABLE "post_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"post" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"current_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_sos_events" ADD CONSTRAINT "agent_sos_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_sos_events" ADD CONSTRAINT "agent_sos_events_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_sos_events" ADD CONSTRAINT "agent_sos_events_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lone_worker_policies" ADD CONSTRAINT "lone_worker_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lone_worker_policies" ADD CONSTRAINT "lone_worker_policies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_order_acknowledgements" ADD CONSTRAINT "post_order_acknowledgements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_order_acknowledgements" ADD CONSTRAINT "post_order_acknowledgements_version_id_post_order_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."post_order_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_order_acknowledgements" ADD CONSTRAINT "post_order_acknowledgements_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_order_acknowledgements" ADD CONSTRAINT "post_order_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_order_attachments" ADD CONSTRAINT "post_order_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_order_attachments" ADD CONSTRAINT "post_order_attachments_version_id_post_order_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."post_order_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_order_versions" ADD CONSTRAINT "post_order_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_order_versions" ADD CONSTRAINT "post_order_versions_post_order_id_post_orders_id_fk" FOREIGN KEY ("post_order_id") REFERENCES "public"."post_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_order_versions" ADD CONSTRAINT "post_order_versions_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_orders" ADD CONSTRAINT "post_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_orders" ADD CONSTRAINT "post_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_sos_events_agent_client_unique" ON "agent_sos_events" USING btree ("agent_id","client_id");--> statement-breakpoint
CREATE INDEX "agent_sos_events_company_idx" ON "agent_sos_events" USING btree ("company_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lone_worker_policies_site_post_unique" ON "lone_worker_policies" USING btree ("site_id","post");--> statement-breakpoint
CREATE INDEX "lone_worker_policies_company_idx" ON "lone_worker_policies" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_order_acks_version_agent_unique" ON "post_order_acknowledgements" USING btree ("version_id","agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_order_acks_agent_client_unique" ON "post_order_acknowledgements" USING btree ("agent_id","client_id");--> statement-breakpoint
CREATE INDEX "post_order_attachments_version_idx" ON "post_order_attachments" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_order_versions_order_version_unique" ON "post_order_versions" USING btree ("post_order_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "post_orders_site_post_unique" ON "post_orders" USING btree ("site_id","post");--> statement-breakpoint
CREATE INDEX "post_orders_company_site_idx" ON "post_orders" USING btree ("company_id","site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lone_worker_checks_agent_pending_unique" ON "lone_worker_checks" USING btree ("agent_id") WHERE status = 'pending';