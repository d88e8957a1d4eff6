ALTER TABLE "cameras" ADD COLUMN "recording_mode" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "recording_state" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "last_segment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "record_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "recording_retention_days" integer;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "recording_quota_mb" integer;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_recording_mode_check" CHECK ("cameras"."recording_mode" in ('off', 'continuous', 'events'));--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_recording_state_check" CHECK ("cameras"."recording_state" in ('off', 'recording', 'buffering', 'stalled'));--> statement-breakpoint
-- The spec's REC flag becomes real: a camera that had it records continuously.
UPDATE "cameras" SET "recording_mode" = 'continuous' WHERE "recording";
