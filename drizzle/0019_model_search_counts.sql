CREATE TABLE "model_search_counts" (
	"make" text NOT NULL,
	"model" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"counted_through" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "model_search_counts_make_model_pk" PRIMARY KEY("make","model")
);
