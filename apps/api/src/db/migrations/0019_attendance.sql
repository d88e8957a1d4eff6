CREATE TABLE "shift_attendance_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"alarm_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"planned_minutes" integer NOT NULL,
	"worked_minutes" integer NOT NULL,
	"validated_by_id" uuid,
	"validated_by_name" text NOT NULL,
	"validated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_days_minutes_check" CHECK ("timesheet_days"."worked_minutes" >= 0 and "timesheet_days"."planned_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shift_attendance_alerts" ADD CONSTRAINT "shift_attendance_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_attendance_alerts" ADD CONSTRAINT "shift_attendance_alerts_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_attendance_alerts" ADD CONSTRAINT "shift_attendance_alerts_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD CONSTRAINT "timesheet_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD CONSTRAINT "timesheet_days_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD CONSTRAINT "timesheet_days_validated_by_id_users_id_fk" FOREIGN KEY ("validated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_attendance_alerts_shift_unique" ON "shift_attendance_alerts" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_days_agent_date_unique" ON "timesheet_days" USING btree ("agent_id","work_date");--> statement-breakpoint
CREATE INDEX "timesheet_days_company_date_idx" ON "timesheet_days" USING btree ("company_id","work_date");