ALTER TABLE "conversation_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD COLUMN "resolved_by" text;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_reports_open_idx" ON "conversation_reports" USING btree ("created_at") WHERE "conversation_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "conversation_reports_resolved_idx" ON "conversation_reports" USING btree ("resolved_at");--> statement-breakpoint
CREATE INDEX "conversation_reports_conversation_idx" ON "conversation_reports" USING btree ("conversation_id");