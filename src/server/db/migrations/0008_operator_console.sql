CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ordering_app_id" integer NOT NULL,
	"store_id" integer,
	"actor_user_id" integer,
	"actor_feed_key_id" integer,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"ordering_app_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"store_ids" integer[] NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "feed_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "feed_write_keys" (
	"feed_key_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_write_keys_feed_key_id_key_pk" PRIMARY KEY("feed_key_id","key"),
	CONSTRAINT "feed_write_keys_state" CHECK ("feed_write_keys"."state" IN ('in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"store_id" integer,
	"granted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_role" CHECK ("staff_roles"."role" IN ('operator', 'store_manager')),
	CONSTRAINT "staff_roles_store" CHECK (("staff_roles"."role" = 'operator') = ("staff_roles"."store_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_ordering_app_id_ordering_apps_id_fk" FOREIGN KEY ("ordering_app_id") REFERENCES "public"."ordering_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_feed_key_id_feed_keys_id_fk" FOREIGN KEY ("actor_feed_key_id") REFERENCES "public"."feed_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_keys" ADD CONSTRAINT "feed_keys_ordering_app_id_ordering_apps_id_fk" FOREIGN KEY ("ordering_app_id") REFERENCES "public"."ordering_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_keys" ADD CONSTRAINT "feed_keys_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_write_keys" ADD CONSTRAINT "feed_write_keys_feed_key_id_feed_keys_id_fk" FOREIGN KEY ("feed_key_id") REFERENCES "public"."feed_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_brand_at_idx" ON "audit_log" USING btree ("ordering_app_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_store_at_idx" ON "audit_log" USING btree ("store_id","at");--> statement-breakpoint
CREATE INDEX "feed_keys_brand_idx" ON "feed_keys" USING btree ("ordering_app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_roles_user_store_idx" ON "staff_roles" USING btree ("user_id","role",coalesce("store_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_store_sku_idx" ON "inventory_items" USING btree ("store_id","batch_inventory_id");