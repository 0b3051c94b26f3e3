CREATE TABLE "collections" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"ecomm_display_name" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"strain_type" text,
	"strain" text,
	"description" text NOT NULL,
	"dosing_notes" text,
	"cbd_thc_ratio" text,
	"effects" text[] DEFAULT '{}'::text[] NOT NULL,
	"flavors" text[] DEFAULT '{}'::text[] NOT NULL,
	"terpenes" text[] DEFAULT '{}'::text[] NOT NULL,
	"extraction_method" text,
	"lineage" text,
	"strain_description" text,
	"show_strain_details" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"display_size" text NOT NULL,
	"weight" text,
	"count" integer,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"sku_name" text NOT NULL,
	"potency_unit" text DEFAULT '%' NOT NULL,
	"thc" real,
	"thca" real,
	"cbd" real,
	"cbda" real,
	"cbn" real,
	"cbg" real,
	"thc_each" real,
	"cbd_each" real,
	"med_price_cents" integer,
	"rec_price_cents" integer,
	"med_sellable_qty" integer DEFAULT 0 NOT NULL,
	"rec_sellable_qty" integer DEFAULT 0 NOT NULL,
	"remaining_qty" integer DEFAULT 0 NOT NULL,
	"reserved_qty" integer DEFAULT 0 NOT NULL,
	"batch_qty" integer DEFAULT 0 NOT NULL,
	"batch_inventory_id" text NOT NULL,
	"featured_rank" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordering_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_main_brand" boolean DEFAULT false NOT NULL,
	"logo_url" text NOT NULL,
	"favicon_url" text NOT NULL,
	"map_pin_url" text NOT NULL,
	"map_pin_url_alt" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"points_per_dollar" integer DEFAULT 40 NOT NULL,
	CONSTRAINT "ordering_apps_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_items" (
	"special_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	CONSTRAINT "special_items_special_id_inventory_id_pk" PRIMARY KEY("special_id","inventory_id")
);
--> statement-breakpoint
CREATE TABLE "special_targets" (
	"special_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"quantity_required" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "special_targets_special_id_inventory_id_pk" PRIMARY KEY("special_id","inventory_id")
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"caption" text NOT NULL,
	"image_url" text,
	"discount_type" text NOT NULL,
	"discount_level" text NOT NULL,
	"discount_percent" real,
	"discount_dollar_cents" integer,
	"bundle_price_cents" integer,
	"usage_types" text[] DEFAULT '{medical,recreational}'::text[] NOT NULL,
	"promo_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"audience_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"single_use" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordering_app_id" integer NOT NULL,
	"store_slug" text NOT NULL,
	"name" text NOT NULL,
	"ecomm_display_name" text NOT NULL,
	"address_1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"lat" real NOT NULL,
	"lng" real NOT NULL,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"thumbnail_image_url" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"wait_time" integer,
	"hours" text NOT NULL,
	"is_divested" boolean DEFAULT false NOT NULL,
	"divested_disclaimer" text,
	"coming_soon_url" text,
	"use_fifo" boolean DEFAULT false NOT NULL,
	"hob_first" boolean DEFAULT false NOT NULL,
	"enable_checkin_order" boolean DEFAULT false NOT NULL,
	"use_id_scanning" boolean DEFAULT false NOT NULL,
	"delivery_minimum_cents" integer DEFAULT 0 NOT NULL,
	"delivery_valid_zips" text[] DEFAULT '{}'::text[] NOT NULL,
	"show_post_tax_pricing" boolean DEFAULT false NOT NULL,
	"requires_medical_card_to_order" boolean DEFAULT false NOT NULL,
	"purchase_limits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"loyalty_admin" jsonb NOT NULL,
	"tax_rate_med_bps" integer DEFAULT 0 NOT NULL,
	"tax_rate_rec_bps" integer DEFAULT 0 NOT NULL,
	"temp_closed_med" text,
	"temp_closed_rec" text,
	"is_med_menu" boolean DEFAULT false NOT NULL,
	"is_rec_menu" boolean DEFAULT false NOT NULL,
	"is_med_coming_soon" boolean DEFAULT false NOT NULL,
	"is_rec_coming_soon" boolean DEFAULT false NOT NULL,
	"is_med_users_reg" boolean DEFAULT true NOT NULL,
	"is_rec_users_reg" boolean DEFAULT true NOT NULL,
	"is_med_users_login" boolean DEFAULT true NOT NULL,
	"is_rec_users_login" boolean DEFAULT true NOT NULL,
	"is_med_users_disabled" boolean DEFAULT false NOT NULL,
	"is_rec_users_disabled" boolean DEFAULT false NOT NULL,
	"is_med_delivery" boolean DEFAULT false NOT NULL,
	"is_rec_delivery" boolean DEFAULT false NOT NULL,
	"is_med_curbside" boolean DEFAULT false NOT NULL,
	"is_rec_curbside" boolean DEFAULT false NOT NULL,
	"is_med_pickup" boolean DEFAULT true NOT NULL,
	"is_rec_pickup" boolean DEFAULT true NOT NULL,
	"is_med_obo_pickup" boolean DEFAULT true NOT NULL,
	"is_rec_obo_pickup" boolean DEFAULT true NOT NULL,
	"is_med_obo_curbside" boolean DEFAULT false NOT NULL,
	"is_rec_obo_curbside" boolean DEFAULT false NOT NULL,
	"is_med_obo_delivery" boolean DEFAULT false NOT NULL,
	"is_rec_obo_delivery" boolean DEFAULT false NOT NULL,
	"is_med_add_override" boolean DEFAULT false NOT NULL,
	"is_rec_add_override" boolean DEFAULT false NOT NULL,
	"is_med_carts_disabled" boolean DEFAULT false NOT NULL,
	"is_rec_carts_disabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stores_store_slug_unique" UNIQUE("store_slug")
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_items" ADD CONSTRAINT "special_items_special_id_specials_id_fk" FOREIGN KEY ("special_id") REFERENCES "public"."specials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_items" ADD CONSTRAINT "special_items_inventory_id_inventory_items_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_targets" ADD CONSTRAINT "special_targets_special_id_specials_id_fk" FOREIGN KEY ("special_id") REFERENCES "public"."specials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_targets" ADD CONSTRAINT "special_targets_inventory_id_inventory_items_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specials" ADD CONSTRAINT "specials_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_ordering_app_id_ordering_apps_id_fk" FOREIGN KEY ("ordering_app_id") REFERENCES "public"."ordering_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_store_category_idx" ON "inventory_items" USING btree ("store_id","category");--> statement-breakpoint
CREATE INDEX "inventory_store_brand_idx" ON "inventory_items" USING btree ("store_id","brand");--> statement-breakpoint
CREATE INDEX "inventory_tags_idx" ON "inventory_items" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "special_items_inventory_idx" ON "special_items" USING btree ("inventory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "specials_store_slug_idx" ON "specials" USING btree ("store_id","slug");--> statement-breakpoint
CREATE INDEX "stores_app_idx" ON "stores" USING btree ("ordering_app_id");