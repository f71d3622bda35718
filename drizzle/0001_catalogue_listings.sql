CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"listing_id" integer,
	"user_id" text,
	"data" jsonb,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"storage_key" text,
	"alt" text
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"variant" text,
	"make_id" integer,
	"model_id" integer,
	"variant_id" integer,
	"price" integer NOT NULL,
	"price_band" text NOT NULL,
	"year" smallint NOT NULL,
	"km" integer NOT NULL,
	"fuel_type" text NOT NULL,
	"transmission" text NOT NULL,
	"gearbox" text,
	"body_type" text NOT NULL,
	"seats" smallint,
	"owner_count" smallint,
	"city" text NOT NULL,
	"state" text,
	"exterior_color" text,
	"interior_color" text,
	"description" text,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"engine_cc" integer,
	"power_bhp" real,
	"fuel_economy" real,
	"range_km" integer,
	"seller_type" text DEFAULT 'individual' NOT NULL,
	"dealer_name" text,
	"seller_id" text,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"source_url" text,
	"car_group" text,
	"status" text DEFAULT 'active' NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_synthetic" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_at" timestamp with time zone,
	"sale_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "makes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "makes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"is_luxury" boolean DEFAULT false NOT NULL,
	CONSTRAINT "makes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"make_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"body_type" text
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"price" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"source_key" text NOT NULL,
	"ex_showroom_price" integer,
	"fuel_type" text,
	"transmission" text,
	"gearbox" text,
	"body_type" text,
	"seats" smallint,
	"engine_cc" integer,
	"power_bhp" real,
	"torque_nm" real,
	"fuel_economy" real,
	"range_km" integer,
	"specs" jsonb NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "variants_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_listing_type_idx" ON "events" USING btree ("listing_id","type");--> statement-breakpoint
CREATE INDEX "events_type_time_idx" ON "events" USING btree ("type","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_pos_uq" ON "listing_images" USING btree ("listing_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_source_uq" ON "listings" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "listings_active_price_idx" ON "listings" USING btree ("price") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_year_idx" ON "listings" USING btree ("year") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_km_idx" ON "listings" USING btree ("km") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_listed_idx" ON "listings" USING btree ("listed_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_make_model_idx" ON "listings" USING btree ("make","model");--> statement-breakpoint
CREATE INDEX "listings_model_id_idx" ON "listings" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "listings_city_idx" ON "listings" USING btree ("city");--> statement-breakpoint
CREATE INDEX "listings_car_group_idx" ON "listings" USING btree ("car_group");--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "listings_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "models_make_slug_uq" ON "models" USING btree ("make_id","slug");--> statement-breakpoint
CREATE INDEX "price_history_listing_idx" ON "price_history" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE INDEX "variants_model_idx" ON "variants" USING btree ("model_id");