-- Issue 33 (decision 031): 'Get the best offer' leads from new-car model pages, and the makes
-- each dealer sells. A dealer sees the leads for their makes in their city (new_car_leads_dealer_idx);
-- routed says whether such a dealer existed when the lead came. Personal fields are blanked when
-- the buyer deletes their account; the retention job deletes leads after 12 months.
CREATE TABLE "new_car_leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "new_car_leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_id" integer NOT NULL,
	"variant_id" integer,
	"make_id" integer NOT NULL,
	"city" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"share_phone" boolean DEFAULT false NOT NULL,
	"consented_at" timestamp with time zone,
	"user_id" text,
	"routed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_profiles" ADD COLUMN "make_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "new_car_leads" ADD CONSTRAINT "new_car_leads_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_car_leads" ADD CONSTRAINT "new_car_leads_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_car_leads" ADD CONSTRAINT "new_car_leads_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_car_leads" ADD CONSTRAINT "new_car_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_car_leads_dealer_idx" ON "new_car_leads" USING btree ("make_id","city","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "new_car_leads_created_idx" ON "new_car_leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "new_car_leads_user_idx" ON "new_car_leads" USING btree ("user_id") WHERE "new_car_leads"."user_id" is not null;