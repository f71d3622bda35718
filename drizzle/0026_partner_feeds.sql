-- Issue 35: partners (hashed keys, pull feed settings), each partner's rows by externalId,
-- every push or fetch as a run, and private sellers' "Still for sale?" checks.
CREATE TABLE "partner_listings" (
	"partner_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"listing_id" integer,
	"status" text NOT NULL,
	"content_hash" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"errors" jsonb,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_listings_partner_id_external_id_pk" PRIMARY KEY("partner_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "partner_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"error" text,
	"rejected_rows" jsonb
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"source" text NOT NULL,
	"key_hash" text,
	"key_prefix" text,
	"key_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"feed_url" text,
	"feed_format" text,
	"feed_interval_minutes" integer,
	"feed_etag" text,
	"feed_last_modified" text,
	"feed_next_fetch_at" timestamp with time zone,
	CONSTRAINT "partners_source_unique" UNIQUE("source"),
	CONSTRAINT "partners_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "sale_checks" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partner_listings" ADD CONSTRAINT "partner_listings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_listings" ADD CONSTRAINT "partner_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_runs" ADD CONSTRAINT "partner_runs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_checks" ADD CONSTRAINT "sale_checks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_listings_listing_idx" ON "partner_listings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "partner_listings_live_seen_idx" ON "partner_listings" USING btree ("last_seen_at") WHERE status = 'live';--> statement-breakpoint
CREATE INDEX "partner_runs_partner_idx" ON "partner_runs" USING btree ("partner_id","started_at");