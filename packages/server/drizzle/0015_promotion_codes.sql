CREATE TABLE "cart_promotion_codes" (
	"cart_id" uuid NOT NULL,
	"code" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_promotion_codes_cart_id_code_pk" PRIMARY KEY("cart_id","code")
);
--> statement-breakpoint
CREATE TABLE "promotion_markets" (
	"promotion_code" text NOT NULL,
	"market_id" text NOT NULL,
	"amount" numeric(12, 2),
	"minimum_order" numeric(12, 2),
	CONSTRAINT "promotion_markets_promotion_code_market_id_pk" PRIMARY KEY("promotion_code","market_id"),
	CONSTRAINT "promotion_markets_amount_check" CHECK ("promotion_markets"."amount" is null or "promotion_markets"."amount" > 0),
	CONSTRAINT "promotion_markets_minimum_check" CHECK ("promotion_markets"."minimum_order" is null or "promotion_markets"."minimum_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_targets" (
	"promotion_code" text NOT NULL,
	"target_type" text NOT NULL,
	"target" text NOT NULL,
	CONSTRAINT "promotion_targets_promotion_code_target_type_target_pk" PRIMARY KEY("promotion_code","target_type","target"),
	CONSTRAINT "promotion_targets_type_check" CHECK ("promotion_targets"."target_type" in ('category', 'variant'))
);
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"promotion_code" text NOT NULL,
	"company_id" uuid NOT NULL,
	"order_reference" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent" numeric(5, 2),
	"valid_from" date,
	"valid_to" date,
	"uses_per_company" integer,
	"import_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('percentOffOrder', 'percentOffLines', 'amountOffOrder', 'freeShipping')),
	CONSTRAINT "promotions_code_check" CHECK ("promotions"."code" = upper("promotions"."code") and length("promotions"."code") between 1 and 40),
	CONSTRAINT "promotions_percent_check" CHECK (("promotions"."kind" in ('percentOffOrder', 'percentOffLines')) = ("promotions"."percent" is not null)
        and ("promotions"."percent" is null or ("promotions"."percent" > 0 and "promotions"."percent" <= 100))),
	CONSTRAINT "promotions_window_check" CHECK ("promotions"."valid_from" is null or "promotions"."valid_to" is null or "promotions"."valid_from" <= "promotions"."valid_to"),
	CONSTRAINT "promotions_uses_check" CHECK ("promotions"."uses_per_company" is null or "promotions"."uses_per_company" >= 1)
);
--> statement-breakpoint
ALTER TABLE "cart_promotion_codes" ADD CONSTRAINT "cart_promotion_codes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_promotion_codes" ADD CONSTRAINT "cart_promotion_codes_code_promotions_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promotions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_markets" ADD CONSTRAINT "promotion_markets_promotion_code_promotions_code_fk" FOREIGN KEY ("promotion_code") REFERENCES "public"."promotions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_markets" ADD CONSTRAINT "promotion_markets_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_targets" ADD CONSTRAINT "promotion_targets_promotion_code_promotions_code_fk" FOREIGN KEY ("promotion_code") REFERENCES "public"."promotions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_code_promotions_code_fk" FOREIGN KEY ("promotion_code") REFERENCES "public"."promotions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_uses_order_key" ON "promotion_uses" USING btree ("order_reference","promotion_code");--> statement-breakpoint
CREATE INDEX "promotion_uses_company_idx" ON "promotion_uses" USING btree ("promotion_code","company_id");