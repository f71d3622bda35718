CREATE TABLE "sell_leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sell_leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"city" text NOT NULL,
	"phone" text NOT NULL,
	"km" integer,
	"owners" integer,
	"user_id" text,
	"quote_low" integer,
	"quote_estimate" integer,
	"quote_high" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sell_leads" ADD CONSTRAINT "sell_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sell_leads_created_idx" ON "sell_leads" USING btree ("created_at");