CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"locale" text NOT NULL,
	"page" text NOT NULL,
	"id" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "translations_locale_page_id_pk" PRIMARY KEY("locale","page","id")
);
--> statement-breakpoint
CREATE TABLE "links" (
	"list" text NOT NULL,
	"id" text NOT NULL,
	"href_template" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "links_list_id_pk" PRIMARY KEY("list","id")
);
--> statement-breakpoint
CREATE TABLE "market_locales" (
	"locale" text PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" char(3) NOT NULL,
	"default_locale" text NOT NULL,
	"webshop_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_locales" ADD CONSTRAINT "market_locales_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;