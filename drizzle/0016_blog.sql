CREATE TABLE "blog_submission_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_submission_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" integer NOT NULL,
	"version" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"car_make" text,
	"car_model" text,
	"car_year" text,
	"author_name" text NOT NULL,
	"author_email" text NOT NULL,
	"publish_to_instagram" boolean DEFAULT false NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"approved_at" timestamp with time zone,
	"slug" text,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_submissions_status_ck" CHECK ("blog_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "blog_submission_images" ADD CONSTRAINT "blog_submission_images_submission_id_blog_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."blog_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_submissions" ADD CONSTRAINT "blog_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_submissions" ADD CONSTRAINT "blog_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_submission_images_position_uq" ON "blog_submission_images" USING btree ("submission_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_submissions_slug_uq" ON "blog_submissions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_submissions_status_created_idx" ON "blog_submissions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_submissions_published_idx" ON "blog_submissions" USING btree ("approved_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blog_submissions"."status" = 'approved';