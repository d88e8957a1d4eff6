CREATE TABLE "badge_presence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"badge_ref" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"zone" text NOT NULL,
	"access_point_id" uuid,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_points" ADD COLUMN "zone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_settings" ADD COLUMN "anti_passback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "access_settings" ADD COLUMN "static_qr_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "dynamic_qr_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "badge_presence" ADD CONSTRAINT "badge_presence_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_presence" ADD CONSTRAINT "badge_presence_badge_ref_badges_id_fk" FOREIGN KEY ("badge_ref") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_presence" ADD CONSTRAINT "badge_presence_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_presence" ADD CONSTRAINT "badge_presence_access_point_id_access_points_id_fk" FOREIGN KEY ("access_point_id") REFERENCES "public"."access_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badge_presence_badge_zone_unique" ON "badge_presence" USING btree ("badge_ref","site_id","zone");--> statement-breakpoint
CREATE INDEX "badge_presence_company_idx" ON "badge_presence" USING btree ("company_id","since");