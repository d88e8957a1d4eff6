CREATE TABLE "radio_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"radio_id" uuid,
	"communication_id" uuid,
	"alarm_id" uuid,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"agent_id" uuid,
	"agent_name" text,
	"description" jsonb NOT NULL,
	"recommendation" jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"dispatched_agent_id" uuid,
	"dispatched_agent_name" text,
	"dispatched_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_id" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radio_alerts_status_check" CHECK ("radio_alerts"."status" in ('active', 'acknowledged', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "radio_channel_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"agent_id" uuid,
	"radio_id" uuid,
	CONSTRAINT "radio_channel_members_one_check" CHECK (num_nonnulls("radio_channel_members"."agent_id", "radio_channel_members"."radio_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "radio_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'site' NOT NULL,
	"description" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radio_channels_type_check" CHECK ("radio_channels"."type" in ('site', 'emergency', 'general', 'team')),
	CONSTRAINT "radio_channels_priority_check" CHECK ("radio_channels"."priority" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "radio_clips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"communication_id" uuid NOT NULL,
	"mime" text NOT NULL,
	"filename" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radio_communications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"radio_id" uuid,
	"channel_id" uuid,
	"agent_id" uuid,
	"from_agent_name" text,
	"channel_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"transcript" text NOT NULL,
	"emergency_detected" boolean DEFAULT false NOT NULL,
	"analysis" jsonb NOT NULL,
	"sender_user_id" uuid,
	"has_audio" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"imei" text NOT NULL,
	"serial_number" text NOT NULL,
	"agent_id" uuid,
	"current_channel_id" uuid,
	"battery" integer,
	"signal_strength" integer,
	"lat" double precision,
	"lng" double precision,
	"located_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"key_hash" text,
	"key_created_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radios_battery_check" CHECK ("radios"."battery" between 0 and 100),
	CONSTRAINT "radios_signal_check" CHECK ("radios"."signal_strength" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "radio_alerts" ADD CONSTRAINT "radio_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_alerts" ADD CONSTRAINT "radio_alerts_radio_id_radios_id_fk" FOREIGN KEY ("radio_id") REFERENCES "public"."radios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_alerts" ADD CONSTRAINT "radio_alerts_communication_id_radio_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."radio_communications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_alerts" ADD CONSTRAINT "radio_alerts_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_alerts" ADD CONSTRAINT "radio_alerts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_alerts" ADD CONSTRAINT "radio_alerts_dispatched_agent_id_agents_id_fk" FOREIGN KEY ("dispatched_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_alerts" ADD CONSTRAINT "radio_alerts_acknowledged_by_id_users_id_fk" FOREIGN KEY ("acknowledged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_channel_members" ADD CONSTRAINT "radio_channel_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_channel_members" ADD CONSTRAINT "radio_channel_members_channel_id_radio_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."radio_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_channel_members" ADD CONSTRAINT "radio_channel_members_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_channel_members" ADD CONSTRAINT "radio_channel_members_radio_id_radios_id_fk" FOREIGN KEY ("radio_id") REFERENCES "public"."radios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_channels" ADD CONSTRAINT "radio_channels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_clips" ADD CONSTRAINT "radio_clips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_clips" ADD CONSTRAINT "radio_clips_communication_id_radio_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."radio_communications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_communications" ADD CONSTRAINT "radio_communications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_communications" ADD CONSTRAINT "radio_communications_radio_id_radios_id_fk" FOREIGN KEY ("radio_id") REFERENCES "public"."radios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_communications" ADD CONSTRAINT "radio_communications_channel_id_radio_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."radio_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_communications" ADD CONSTRAINT "radio_communications_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_communications" ADD CONSTRAINT "radio_communications_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radios" ADD CONSTRAINT "radios_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radios" ADD CONSTRAINT "radios_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radios" ADD CONSTRAINT "radios_current_channel_id_radio_channels_id_fk" FOREIGN KEY ("current_channel_id") REFERENCES "public"."radio_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "radio_alerts_company_status_idx" ON "radio_alerts" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "radio_alerts_radio_idx" ON "radio_alerts" USING btree ("radio_id","type","status");--> statement-breakpoint
CREATE INDEX "radio_channel_members_channel_idx" ON "radio_channel_members" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "radio_channel_members_agent_unique" ON "radio_channel_members" USING btree ("channel_id","agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "radio_channel_members_radio_unique" ON "radio_channel_members" USING btree ("channel_id","radio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "radio_channels_company_name_unique" ON "radio_channels" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "radio_channels_company_default_unique" ON "radio_channels" USING btree ("company_id") WHERE "radio_channels"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "radio_clips_communication_unique" ON "radio_clips" USING btree ("communication_id");--> statement-breakpoint
CREATE INDEX "radio_communications_company_at_idx" ON "radio_communications" USING btree ("company_id","at","id");--> statement-breakpoint
CREATE INDEX "radio_communications_radio_idx" ON "radio_communications" USING btree ("radio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "radios_company_imei_unique" ON "radios" USING btree ("company_id","imei");--> statement-breakpoint
CREATE UNIQUE INDEX "radios_key_unique" ON "radios" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "radios_agent_idx" ON "radios" USING btree ("agent_id");