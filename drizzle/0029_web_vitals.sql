CREATE TABLE "web_vitals" (
	"day" date DEFAULT (now() at time zone 'Asia/Kolkata')::date NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"device" text NOT NULL,
	"connection" text,
	"value" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_vitals_metric_check" CHECK ("web_vitals"."metric" in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
	CONSTRAINT "web_vitals_device_check" CHECK ("web_vitals"."device" in ('mobile', 'desktop'))
);
--> statement-breakpoint
CREATE INDEX "web_vitals_day_route_metric_idx" ON "web_vitals" USING btree ("day","route","metric","device","value");