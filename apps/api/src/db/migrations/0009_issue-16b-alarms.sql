ALTER TABLE "alarms" ADD COLUMN "assigned_user_id" uuid;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "assigned_agent_id" uuid;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "taken_by_id" uuid;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "taken_by_name" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_assigned_agent_id_agents_id_fk" FOREIGN KEY ("assigned_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_taken_by_id_users_id_fk" FOREIGN KEY ("taken_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarms_assigned_user_idx" ON "alarms" USING btree ("assigned_user_id","created_at");