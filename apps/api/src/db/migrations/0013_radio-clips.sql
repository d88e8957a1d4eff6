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
ALTER TABLE "radio_communications" ADD COLUMN "sender_user_id" uuid;--> statement-breakpoint
ALTER TABLE "radio_communications" ADD COLUMN "has_audio" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "radio_clips" ADD CONSTRAINT "radio_clips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_clips" ADD CONSTRAINT "radio_clips_communication_id_radio_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."radio_communications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "radio_clips_communication_unique" ON "radio_clips" USING btree ("communication_id");--> statement-breakpoint
ALTER TABLE "radio_communications" ADD CONSTRAINT "radio_communications_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;